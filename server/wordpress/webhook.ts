/**
 * `POST /api/wordpress/webhook` and `GET /api/wordpress/status`: what WordPress's plugin
 * (wordpress/response-site-sync.php) tells the site, and what an editor (or the plugin's
 * dashboard widget) can ask of it, both with the secret `WORDPRESS_WEBHOOK_SECRET`.
 *
 * A webhook is verified (HMAC over its timestamp and body, a timestamp within five minutes, never
 * the same delivery twice: server/wordpress/signature.ts) and answered at once (202); the sync it
 * asks for (server/wordpress/sync.ts) runs after, merged with the rest of its burst. A refused
 * webhook changes nothing. The status answers `Authorization: Bearer <secret>` only.
 */
import type { Context } from 'hono';
import type { Logger } from '../logger';
import { jsonError, jsonResponse } from '../responses';
import {
  sameSecret,
  type WebhookVerifier,
  webhookHeaders,
  webhookRefusalMessages,
} from './signature';
import type { SiteSync, WebhookEvent } from './sync';

/** A webhook body is a few events: anything much bigger is not the plugin's. */
const MAX_WEBHOOK_BYTES = 256 * 1024;
const MAX_EVENTS = 500;

export const notConfiguredMessage =
  'The WordPress webhook is not set up on this site: set WORDPRESS_URL and WORDPRESS_WEBHOOK_SECRET.';

/** The plugin's events, as far as they are well-formed; null when the body is not its shape. */
export function readWebhookEvents(body: unknown): WebhookEvent[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const events = (body as { events?: unknown }).events;
  if (!Array.isArray(events)) return null;
  return events.slice(0, MAX_EVENTS).flatMap((value): WebhookEvent[] => {
    if (typeof value !== 'object' || value === null) return [];
    const event = value as Record<string, unknown>;
    if (event.type !== 'post' && event.type !== 'term') return [];
    const text = (key: string) =>
      typeof event[key] === 'string' ? (event[key] as string).slice(0, 200) : undefined;
    return [
      {
        type: event.type,
        action: text('action') ?? 'update',
        ...(Number.isInteger(event.id) ? { id: event.id as number } : {}),
        ...(text('slug') !== undefined ? { slug: text('slug') } : {}),
        ...(text('previousSlug') !== undefined ? { previousSlug: text('previousSlug') } : {}),
        ...(text('taxonomy') !== undefined ? { taxonomy: text('taxonomy') } : {}),
        ...(text('status') !== undefined ? { status: text('status') } : {}),
      },
    ];
  });
}

async function readLimited(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > MAX_WEBHOOK_BYTES) return null;
  const bytes = new Uint8Array(await request.arrayBuffer());
  return bytes.byteLength > MAX_WEBHOOK_BYTES ? null : new TextDecoder().decode(bytes);
}

export interface EditorialRoutesOptions {
  /** Undefined when the site has no secret or no WordPress: both routes answer 503. */
  editorial?: { secret: string; verifier: WebhookVerifier; sync: SiteSync };
  logger: Logger;
}

export function webhookRoute({ editorial, logger }: EditorialRoutesOptions) {
  return async (c: Context): Promise<Response> => {
    if (c.req.method !== 'POST') return jsonError(405, 'Method not allowed', { Allow: 'POST' });
    if (!editorial) return jsonError(503, notConfiguredMessage);
    const received = Date.now();
    const body = await readLimited(c.req.raw);
    if (body === null) return jsonError(413, 'The webhook body is too large.');
    const refusal = editorial.verifier.verify(
      body,
      c.req.header(webhookHeaders.timestamp) ?? null,
      c.req.header(webhookHeaders.signature) ?? null,
    );
    if (refusal) {
      editorial.sync.countWebhook(refusal.reason);
      logger.error(`wordpress webhook refused (${refusal.reason})`);
      return jsonError(refusal.status, webhookRefusalMessages[refusal.reason]);
    }
    let events: WebhookEvent[] | null = null;
    try {
      events = readWebhookEvents(JSON.parse(body));
    } catch {
      events = null;
    }
    if (!events) {
      editorial.sync.countWebhook('malformed');
      return jsonError(400, 'The webhook body is not the plugin’s JSON ({"events": [...]}).');
    }
    editorial.sync.countWebhook('accepted');
    logger.info(
      `wordpress webhook: ${events.length} event(s) ${events
        .map((event) => `${event.action} ${event.type} ${event.slug ?? event.id ?? ''}`.trim())
        .join(', ')}`,
    );
    void editorial.sync.request({ kind: 'webhook', at: received, events });
    return jsonResponse(202, {
      accepted: true,
      events: events.length,
      status: '/api/wordpress/status',
    });
  };
}

export function statusRoute({ editorial }: EditorialRoutesOptions) {
  return (c: Context): Response => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return jsonError(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    if (!editorial) return jsonError(503, notConfiguredMessage);
    const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
    if (!token || !sameSecret(token, editorial.secret)) {
      return jsonError(401, 'Send the webhook secret as Authorization: Bearer <secret>.', {
        'WWW-Authenticate': 'Bearer realm="wordpress-status"',
      });
    }
    return jsonResponse(200, editorial.sync.status());
  };
}
