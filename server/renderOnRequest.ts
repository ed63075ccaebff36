/**
 * Pages made on request with the SSR bundle (server/render.ts): filtered lists, articles
 * published after the build, not-found pages, the contact page with a refused post. A rendered
 * page is kept with its headers and its compressed bodies, made once per encoding.
 */
import { withCampaignParams } from '../src/site/campaignParams';
import type { RouterContext } from '../src/site/routerContext';
import { compress, type Effort, type Encoding, negotiateEncoding } from './compression';
import { findScriptElements, type ScriptElement, scriptSources } from './csp';
import { REVALIDATE_CACHE_CONTROL, securityHeaders } from './headers';
import type { Logger } from './logger';
import { fillTemplate } from './notFoundTemplate';
import type { Renderer, SiteRoutes } from './render';
import { bytesResponse } from './responseMemo';
import type { WordPressSource } from './wordpress/forwarder';
import { sourceFetcher } from './wordpress/source';

/** A page rendered on request, or the router's redirect instead of one. */
export type Rendered = RenderedPage | { redirect: { status: number; location: string } };

export interface RenderedPage {
  html: string;
  body: Uint8Array;
  /** The page's script elements, for filling in a template's (their hashes are the CSP's). */
  scripts: ScriptElement[];
  /** Every header but the length and encoding; the CSP allows the page's own inline scripts. */
  headers: Record<string, string>;
  /** How hard its compressed bodies are worth making: once per page kept, or per request. */
  effort: Effort;
  /** Compressed bodies, made at the first request that accepts each encoding. */
  variants: Map<Encoding, Promise<Uint8Array>>;
}

function renderedPage(
  html: string,
  scripts: ScriptElement[] = findScriptElements(html),
  effort: Effort = 'fast',
): RenderedPage {
  return {
    html,
    body: new TextEncoder().encode(html),
    scripts,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': REVALIDATE_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
      ...securityHeaders(scriptSources(scripts)),
    },
    effort,
    variants: new Map(),
  };
}

/**
 * A not-found template (server/notFoundTemplate.ts) with a path's `rest` filled in, or null. Its
 * scripts are the template's, filled in the same way (no parsing per path), and it is compressed
 * quickly: a scanner's every new path costs a fraction of a millisecond.
 */
export function fillRendered(rendered: Rendered, rest: string): Rendered | null {
  if ('redirect' in rendered) {
    const location = fillTemplate(rendered.redirect.location, rest);
    return location === null ? null : { redirect: { ...rendered.redirect, location } };
  }
  const html = fillTemplate(rendered.html, rest);
  if (html === null) return null;
  const scripts: ScriptElement[] = [];
  for (const script of rendered.scripts) {
    const content = fillTemplate(script.content, rest);
    if (content === null) return null;
    scripts.push({ ...script, content });
  }
  return renderedPage(html, scripts, 'quick');
}

/**
 * The part of a URL that decides what its page renders: the path and the params the page reads
 * (sorted), or null when there are none (`/?utm_source=newsletter`: the prerendered file).
 * Without the route facts every param counts.
 */
export function pageQueryKey(url: URL, routes?: SiteRoutes): string | null {
  const reads = routes?.searchKeysOf(url.pathname);
  const kept = [...url.searchParams].filter(([name]) => !reads || reads.includes(name));
  if (kept.length === 0) return null;
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.pathname}?${new URLSearchParams(kept)}`;
}

/**
 * The form of a request's URL (path and query, as sent) under which the site's answer can be
 * kept: the params no page reads dropped, so every `?gclid=…` landing shares the page's answer.
 */
export function answerKey(url: string, routes?: SiteRoutes): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  try {
    return pageQueryKey(new URL(url, 'http://site.local'), routes) ?? url.slice(0, query);
  } catch {
    return url;
  }
}

/**
 * A page rendered for `address` but answering a request to another URL (a form post to
 * /api/contact): a first inline script puts `address` in the address bar before the router
 * reads it, so the page hydrates as the page it is. Its hash is allowed with the page's others.
 */
export function withAddress(page: string, address: string): string {
  const script = `<script>history.replaceState(null,'',${JSON.stringify(address).replace(/</g, '\\u003c')})</script>`;
  return page.replace(/<head>/i, (head) => `${head}${script}`);
}

export interface PageRenderer {
  /**
   * Renders a URL with the SSR bundle: the page's HTML when it answers with `expected` status
   * (200 for a page, 404 for not found), or the router's own redirect (an unknown product, a
   * search param put right). Undefined when there is no renderer, the result is something else,
   * or it fails. `context`: what the page is rendered with beyond the URL (a refused contact
   * post, a draft preview, its own content answers); the content service's by default.
   */
  html(url: string, expected: 200 | 404, context?: RouterContext): Promise<Rendered | undefined>;
  /**
   * A rendered page as the response, compressed as the client accepts (once per encoding); a
   * redirect with the request's campaign and click-id params added (src/site/campaignParams.ts).
   */
  response(request: Request, rendered: Rendered, status: 200 | 404): Promise<Response>;
  /** Both: the response of a page rendered for a URL, or undefined. */
  page(url: string, expected: 200 | 404, context?: RouterContext): Promise<Response | undefined>;
}

export function createPageRenderer(
  render: Renderer | undefined,
  wordpress: WordPressSource | undefined,
  logger: Logger,
  searchIndex?: RouterContext['searchIndex'],
): PageRenderer {
  // Pages rendered here read the content service directly, not over HTTP from ourselves.
  const fetchContent = wordpress ? sourceFetcher(wordpress) : undefined;

  async function html(url: string, expected: 200 | 404, context: RouterContext = {}) {
    if (!render) return undefined;
    const contactRefusal = context.contactRefusal;
    try {
      const rendered = await render(url, {
        ...(fetchContent ? { fetchContent } : {}),
        ...(searchIndex ? { searchIndex } : {}),
        ...context,
      });
      const location = rendered.headers.get('location');
      if (rendered.status >= 300 && rendered.status < 400 && location) {
        const target = new URL(location, url);
        return {
          redirect: { status: rendered.status, location: `${target.pathname}${target.search}` },
        };
      }
      const text = await rendered.text();
      if (rendered.status !== expected || !text.includes('<html')) return undefined;
      let page = text.startsWith('<!DOCTYPE') ? text : `<!DOCTYPE html>${text}`;
      if (contactRefusal) {
        const { pathname, search } = new URL(url);
        page = withAddress(page, `${pathname}${search}`);
      }
      return renderedPage(page);
    } catch (error) {
      logger.error(`rendering ${url} failed`, error);
      return undefined;
    }
  }

  async function response(request: Request, rendered: Rendered, status: 200 | 404) {
    if ('redirect' in rendered) {
      // The page was rendered for the params it reads (one render for every landing), so the
      // router's redirect knows nothing of the visit's campaign and click ids: the request's
      // go with it (`/careers?type=junk&gclid=…` → `/careers?gclid=…`).
      const location = withCampaignParams(
        rendered.redirect.location,
        new URL(request.url).searchParams,
      );
      return new Response(null, {
        status: rendered.redirect.status,
        headers: { Location: location, 'Cache-Control': 'no-cache' },
      });
    }
    const encoding = negotiateEncoding(request.headers.get('accept-encoding'));
    let body = rendered.body;
    if (encoding) {
      let variant = rendered.variants.get(encoding);
      if (!variant) {
        variant = compress(rendered.body, encoding, rendered.effort);
        rendered.variants.set(encoding, variant);
      }
      body = await variant;
    }
    const headers: Record<string, string> = {
      ...rendered.headers,
      'Content-Length': String(body.byteLength),
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    return bytesResponse(request.method === 'HEAD' ? null : body, { status, headers });
  }

  async function page(url: string, expected: 200 | 404, context?: RouterContext) {
    const rendered = await html(url, expected, context);
    return rendered && response(new Request(url), rendered, expected);
  }

  return { html, response, page };
}
