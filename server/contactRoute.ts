/**
 * `/api/contact`: the contact form's submissions, as JSON from the enhanced form or as the
 * browser's own form post without JavaScript (answered with pages), within the rate limit.
 */
import type { Context } from 'hono';
import { type ContactRefusal, contactPageUrl } from '../src/features/contactForm/refusal';
import { clientAddress } from './clientAddress';
import {
  type ContactSettings,
  handleContact,
  handleContactForm,
  isFormContentType,
  RATE_LIMITED_MESSAGE,
} from './contact';
import { securityHeaders } from './headers';
import { escapeHtml } from './html';
import type { RateLimiter } from './rateLimit';
import type { PageRenderer } from './renderOnRequest';

/**
 * The contact page again for a refused form post (server/contact.ts): rendered with the
 * refusal in the router's context; without a renderer (or if it fails), a plain page that
 * says what went wrong and links back to the form.
 */
function refusalPage(renderer: PageRenderer) {
  return async (refusal: ContactRefusal): Promise<Response> => {
    // The contact page of the same visit: its source (ref, from, label, stack) in the query.
    const page = contactPageUrl(refusal.source);
    const rendered = await renderer.page(new URL(page, 'http://site.local').href, 200, {
      contactRefusal: refusal,
    });
    if (rendered) return rendered;
    const items = Object.values(refusal.errors)
      .map((error) => `<li>${escapeHtml(String(error))}</li>`)
      .join('');
    const body = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error: Contact</title></head><body><main><h1>Your message has not been sent</h1><p>${escapeHtml(refusal.message)}</p>${items ? `<ul>${items}</ul>` : ''}<p><a href="${escapeHtml(page)}">Back to the contact form</a></p></main></body></html>`;
    return new Response(body, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...securityHeaders([]) },
    });
  };
}

export function contactRoute(options: {
  settings: ContactSettings;
  limiter: RateLimiter | undefined;
  renderer: PageRenderer;
  trustProxy: boolean;
}) {
  const renderRefusal = refusalPage(options.renderer);
  return (c: Context) => {
    // The form as the browser posts it without JavaScript: answered with pages, not JSON.
    const isForm = c.req.method === 'POST' && isFormContentType(c.req.header('content-type'));
    let retryAfterSeconds: number | undefined;
    if (c.req.method === 'POST' && options.limiter) {
      const taken = options.limiter.take(clientAddress(c, options.trustProxy));
      if (!taken.ok && isForm) {
        retryAfterSeconds = taken.retryAfterSeconds;
      } else if (!taken.ok) {
        return Response.json(
          { success: false, error: RATE_LIMITED_MESSAGE },
          {
            status: 429,
            headers: {
              'Retry-After': String(taken.retryAfterSeconds),
              'Cache-Control': 'no-store',
            },
          },
        );
      }
    }
    if (isForm) {
      return handleContactForm(c.req.raw, {
        ...options.settings,
        retryAfterSeconds,
        renderRefusal,
      });
    }
    return handleContact(c.req.raw, options.settings);
  };
}
