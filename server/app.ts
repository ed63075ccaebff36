/**
 * The production server of the site, as a Hono app (`app.request()` in tests, @hono/node-server in
 * server/main.ts). Order of handling:
 *
 * 1. `GET /healthz`.
 * 2. `/api/analytics/cta-click` and `/api/contact` (POST only), other `/api/*` → 404 JSON.
 *    `GET /wp-json/wp/v2/posts|tags|categories`: the content service (server/wordpress/),
 *    other `/wp-json/*` paths → WordPress's 404 `rest_no_route`, other methods → 405.
 * 3. Site paths: GET/HEAD only (else 405), redirect table (301, query kept, trailing slash
 *    dropped); an article (/insights/{slug}) only while the content service has the post
 *    (rendered on request and cached for a minute when it was published after the build);
 *    then the prerendered file (rendered for the params it reads when the query string has
 *    any, and cached; tracking params change nothing), then the not-found page of the path's
 *    route pattern, rendered once and filled in with the path (or the router's redirect, such
 *    as an unknown product to the catalogue), then dist/404.html with status 404. Renders on
 *    request wait in one bounded queue; when it is full, the static file is the answer. A
 *    client over its limit of pages made on request gets dist/404.html for a new unknown path
 *    from the response memo, which asks this app's rule (`answerFallbackWhen`) and not the app.
 *
 * Every response gets the security headers; HTML pages get a CSP with their own script hashes.
 */
import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { type ContactRefusal, contactPageUrl } from '../src/features/contactForm/refusal';
import { redirectLocation } from '../src/site/redirects';
import { handleCtaClick } from './analytics';
import {
  compress,
  type Effort,
  type Encoding,
  negotiateEncoding,
  shouldCompress,
} from './compression';
import {
  handleContact,
  handleContactForm,
  isFormContentType,
  RATE_LIMITED_MESSAGE,
} from './contact';
import { findScriptElements, type ScriptElement, scriptSources } from './csp';
import {
  baseSecurityHeaders,
  cacheControlFor,
  contentSecurityPolicy,
  REVALIDATE_CACHE_CONTROL,
  securityHeaders,
} from './headers';
import type { Mailer } from './leadMail';
import { consoleLogger, type Logger } from './logger';
import { fillTemplate, templateFor } from './notFoundTemplate';
import { createPageCache, type PageCacheOptions } from './pageCache';
import {
  createRateLimiter,
  defaultContactRateLimit,
  defaultRenderRateLimit,
  type RateLimitOptions,
} from './rateLimit';
import type { Renderer, SiteRoutes } from './render';
import { createRenderQueue, type RenderQueueOptions } from './renderQueue';
import type { ResponseMemo } from './responseMemo';
import { bytesResponse, fallbackResponse } from './responseMemo';
import { createStaticFiles, type StaticFile } from './static';
import type { WordPressSource } from './wordpress/forwarder';
import type { WordPressResource } from './wordpress/sampleApi';
import { sourceFetcher } from './wordpress/source';

export interface AppOptions {
  /** The built site (`dist`). */
  distDir: string;
  /** Where analytics events and contact leads are appended, and the mail outbox (`.data`). */
  dataDir: string;
  /** From of the contact form's messages (`MAIL_FROM`; default in server/leadMail.ts). */
  mailFrom?: string;
  /** Where contact notifications go (`CONTACT_INBOX`; default the info address). */
  contactInbox?: string;
  /** Sends the contact form's messages (SMTP); without one they stay in `<dataDir>/outbox`. */
  mailer?: Mailer;
  /** Submissions per client address and window on `/api/contact` (429 beyond); false: none. */
  contactRateLimit?: RateLimitOptions | false;
  /** Behind a reverse proxy: take the client's address from the first X-Forwarded-For entry. */
  trustProxy?: boolean;
  /** Load and compress every file in the background at start-up (the server does; tests don't). */
  precompress?: boolean;
  /**
   * Renders a URL with the SSR bundle (see server/render.ts). When given, not-found pages are
   * rendered for the path asked for, so the client hydrates the very state it would compute;
   * dist/404.html is the fallback when rendering fails.
   */
  render?: Renderer;
  /**
   * The route table's facts (server/render.ts): which search params a page reads, which route
   * pattern a path lands on. With them, a query string of other params (utm_source, gclid) is
   * served the prerendered file, and a not-found page is rendered once per pattern and reused;
   * without them every query string counts, and a not-found page is rendered per path.
   */
  routes?: SiteRoutes;
  /** What the site answers, kept for a second for Node's HTTP layer (server/responseMemo.ts). */
  responseMemo?: ResponseMemo;
  /** How many renders on request run at once and wait; beyond, the static fallback is served. */
  renderQueue?: RenderQueueOptions;
  /**
   * Answers the WordPress REST paths the Insights pages read: the bundled sample content, or a
   * forwarder to WORDPRESS_URL (server/wordpress/). Without one, those paths answer 404.
   */
  wordpress?: WordPressSource;
  /** Cache-Control of redirects. */
  redirectCacheControl?: string;
  /** How many pages rendered on request (articles, filtered lists) are kept, and how long. */
  renderedPages?: PageCacheOptions;
  /** How many not-found pages (filled in or rendered for their path) are kept, and how long. */
  notFoundPages?: PageCacheOptions;
  /**
   * Pages made on request per client address and window: not-found pages of new paths and
   * pages for new query strings. Beyond it a client is served the static fallback (dist/404.html,
   * the prerendered page), which costs what a file costs, so one scanner or a burst of odd
   * query strings cannot take the server's time from other visitors. False: no limit.
   */
  renderRateLimit?: RateLimitOptions | false;
  logger?: Logger;
}

const SITE_METHODS = 'GET, HEAD';

/** `/insights/{slug}`: an article page (src/routes/insights/$slug.tsx), not one of the lists. */
export function articleSlug(pathname: string): string | null {
  const slug = /^\/insights\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(pathname)?.[1];
  return slug && slug !== 'articles' && slug !== 'reports' ? slug : null;
}

/** Buffers read from disk or zlib are plain ArrayBuffer-backed views; the DOM types want it said. */
function asBody(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes as Uint8Array<ArrayBuffer>;
}

function jsonError(status: number, error: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error }), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extra,
    },
  });
}

function textResponse(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extra,
    },
  });
}

/** Whether the client's cached copy (If-None-Match, else If-Modified-Since) is still current. */
export function isNotModified(request: Request, etag: string, lastModified: string): boolean {
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    if (ifNoneMatch.trim() === '*') return true;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const ifModifiedSince = request.headers.get('if-modified-since');
  if (ifModifiedSince !== null) {
    const since = Date.parse(ifModifiedSince);
    const modified = Date.parse(lastModified);
    return !Number.isNaN(since) && !Number.isNaN(modified) && modified <= since;
  }
  return false;
}

/**
 * The client's address: the socket's peer, or behind a trusted proxy the first X-Forwarded-For
 * entry ('unknown' in tests and behind odd adapters).
 */
function addressOf(
  forwardedFor: string | string[] | undefined,
  peer: () => string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
    const forwarded = header?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return peer() ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function clientAddress(c: Context, trustProxy: boolean): string {
  return addressOf(
    c.req.header('x-forwarded-for'),
    () => getConnInfo(c).remote.address,
    trustProxy,
  );
}

/**
 * A URL path with no query, no empty segment and nothing URL parsing would change (no dot
 * segment, no escape): the ones the static fallback may answer without the site.
 */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+)+\/?$/;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
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

/** A page rendered on request, or the router's redirect instead of one. */
type Rendered = RenderedPage | { redirect: { status: number; location: string } };

interface RenderedPage {
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
function fillRendered(rendered: Rendered, rest: string): Rendered | null {
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

export function createApp(options: AppOptions): Hono {
  const logger = options.logger ?? consoleLogger;
  const files = createStaticFiles(options.distDir, (message, error) =>
    logger.error(message, error),
  );
  const redirectCacheControl = options.redirectCacheControl ?? 'public, max-age=3600';
  // Pages rendered here read the content service directly, not over HTTP from ourselves.
  const fetchContent = options.wordpress ? sourceFetcher(options.wordpress) : undefined;
  // Pages rendered on request (articles published after the build, lists filtered by their
  // query), kept for a minute; not-found pages, kept per path. Renders wait in one queue.
  const renderedPages = createPageCache<Rendered>(options.renderedPages);
  const notFoundPages = createPageCache<Rendered>(options.notFoundPages);
  const renderQueue = createRenderQueue(options.renderQueue);
  const renderLimiter =
    options.renderRateLimit === false
      ? undefined
      : createRateLimiter(options.renderRateLimit ?? defaultRenderRateLimit);
  /** Whether this client may have one more page made for it now (see `renderRateLimit`). */
  const mayRender = (client: string) => !renderLimiter || renderLimiter.take(client).ok;
  /** Per route pattern: its not-found page, rendered for the placeholder path. */
  const notFoundTemplates = new Map<string, Promise<Rendered | undefined>>();
  const app = new Hono();

  // Pages, files and not-found pages are answered again from memory for a second; the API, the
  // content service and articles (served only while WordPress has the post) are not.
  const memoised = (pathname: string) =>
    pathname !== '/healthz' &&
    !/^\/(?:api|wp-json)(?:\/|$)/.test(pathname) &&
    articleSlug(pathname) === null;
  options.responseMemo && app.use('*', options.responseMemo.remember(memoised));
  // A client refused more pages made for it (a scanner) is answered dist/404.html for a new
  // unknown path: the memo answers it so without the site when this says the site would (the
  // same steps as below, each quick: a path the memo keeps, no redirect, file or kept page).
  const renderRefused = (request: IncomingMessage) =>
    renderLimiter?.refuses(
      addressOf(
        request.headers['x-forwarded-for'],
        () => request.socket.remoteAddress,
        options.trustProxy === true,
      ),
    ) === true;
  options.responseMemo?.answerFallbackWhen((request) => {
    const path = request.url;
    return (
      path !== undefined &&
      PLAIN_PATH.test(path) &&
      renderRefused(request) &&
      memoised(path) &&
      redirectLocation(path, '') === null &&
      !files.mayBeFile(path) &&
      !notFoundPages.has(path)
    );
  });

  if (options.precompress) {
    const started = Date.now();
    files
      .warm()
      .then(() => files.idle())
      .then(
        () => logger.info(`static files loaded and compressed in ${Date.now() - started} ms`),
        (error: unknown) => logger.error('precompressing static files failed', error),
      );
  }

  // Security headers on every response; a page's own CSP (set by serveFile) is kept.
  app.use('*', async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', contentSecurityPolicy());
    }
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      if (!headers.has(name)) headers.set(name, value);
    }
  });

  app.get('/healthz', () => textResponse(200, 'ok'));

  app.all('/api/analytics/cta-click', async (c) => {
    if (c.req.method !== 'POST') {
      return jsonError(405, 'Method not allowed', { Allow: 'POST' });
    }
    const outcome = await handleCtaClick(c.req.raw, options.dataDir);
    if (outcome.status === 204) {
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
    }
    return jsonError(outcome.status, outcome.error);
  });

  const contactLimiter =
    options.contactRateLimit === false
      ? undefined
      : createRateLimiter(options.contactRateLimit ?? defaultContactRateLimit);

  app.all('/api/contact', (c) => {
    // The form as the browser posts it without JavaScript: answered with pages, not JSON.
    const isForm = c.req.method === 'POST' && isFormContentType(c.req.header('content-type'));
    let retryAfterSeconds: number | undefined;
    if (c.req.method === 'POST' && contactLimiter) {
      const taken = contactLimiter.take(clientAddress(c, options.trustProxy === true));
      if (!taken.ok && isForm) {
        retryAfterSeconds = taken.retryAfterSeconds;
      } else if (!taken.ok) {
        return Response.json(
          {
            success: false,
            error: RATE_LIMITED_MESSAGE,
          },
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
    const settings = {
      dataDir: options.dataDir,
      logger,
      mailFrom: options.mailFrom,
      contactInbox: options.contactInbox,
      mailer: options.mailer,
    };
    if (isForm) {
      return handleContactForm(c.req.raw, { ...settings, retryAfterSeconds, renderRefusal });
    }
    return handleContact(c.req.raw, settings);
  });

  app.all('/wp-json/*', async (c) => {
    const url = new URL(c.req.url);
    const resource = /^\/wp-json\/wp\/v2\/(posts|tags|categories)\/?$/.exec(url.pathname)?.[1];
    if (!resource || !options.wordpress) {
      return Response.json(
        {
          code: 'rest_no_route',
          message: 'No route was found matching the URL and request method.',
          data: { status: 404 },
        },
        { status: 404, headers: { 'Cache-Control': 'no-store' } },
      );
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return jsonError(405, 'Method not allowed', { Allow: SITE_METHODS });
    }
    const answer = await options.wordpress(resource as WordPressResource, url.searchParams);
    const json = new TextEncoder().encode(JSON.stringify(answer.body));
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      // Fresh enough for a list page; a new post shows within a minute.
      'Cache-Control': answer.status === 200 ? 'public, max-age=60' : 'no-store',
      Vary: 'Accept-Encoding',
      ...answer.headers,
    };
    // A list of posts with their bodies is tens of kilobytes of JSON: compressed, as pages are.
    const encoding = shouldCompress(headers['Content-Type'] ?? '', json.byteLength)
      ? negotiateEncoding(c.req.header('accept-encoding'))
      : null;
    const body = encoding ? await compress(json, encoding, 'quick') : json;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.byteLength);
    return new Response(c.req.method === 'HEAD' ? null : asBody(body), {
      status: answer.status,
      headers,
    });
  });

  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const client = clientAddress(c, options.trustProxy === true);
    const { pathname, search } = url;
    if (pathname === '/api' || pathname.startsWith('/api/')) return jsonError(404, 'Not found');

    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      return textResponse(405, 'Method Not Allowed', { Allow: SITE_METHODS });
    }

    // `//evil.example/` must not become `Location: //evil.example` (protocol-relative, off-site):
    // repeated slashes are collapsed first.
    if (pathname.includes('//')) {
      const collapsed = pathname.replace(/\/{2,}/g, '/');
      return redirect(redirectLocation(collapsed, search) ?? `${collapsed}${search}`);
    }
    const location = redirectLocation(pathname, search);
    if (location !== null) return redirect(location);

    const file = await files.lookup(pathname);
    const slug = articleSlug(pathname);
    if (slug) return articlePage(c.req.raw, slug, file ?? undefined, client);
    if (file) {
      // A query string can change what a page shows (a list's filters, the contact page's
      // source): the page is rendered for the params it reads, once a minute at most, so the
      // HTML matches what the client hydrates. Other params (utm_source, gclid) change nothing.
      const key = search && file.contentType.startsWith('text/html') ? queryKey(url) : null;
      if (key && options.render) {
        const rendered = await renderedPages.get(key, async () =>
          mayRender(client)
            ? renderQueue.run(() => renderHtml(new URL(key, url).href, 200))
            : undefined,
        );
        if (rendered) return renderedResponse(c.req.raw, rendered, 200);
      }
      return serveFile(c.req.raw, file, 200);
    }
    return notFound(c.req.raw, client);
  });

  app.notFound((c) => notFound(c.req.raw, clientAddress(c, options.trustProxy === true)));

  app.onError((error, c) => {
    logger.error(`${c.req.method} ${c.req.url} failed`, error);
    const path = new URL(c.req.url).pathname;
    return path.startsWith('/api/')
      ? jsonError(500, 'Internal server error')
      : textResponse(500, 'Internal Server Error');
  });

  function redirect(location: string): Response {
    return new Response(null, {
      status: 301,
      headers: { Location: location, 'Cache-Control': redirectCacheControl },
    });
  }

  const queryKey = (url: URL) => pageQueryKey(url, options.routes);

  /**
   * Renders a URL with the SSR bundle: the page's HTML when it answers with `expected` status
   * (200 for a page, 404 for not found), or the router's own redirect (an unknown product, a
   * search param put right). Undefined when there is no renderer, the result is something else,
   * or it fails.
   */
  async function renderHtml(
    url: string,
    expected: 200 | 404,
    contactRefusal?: ContactRefusal,
  ): Promise<Rendered | undefined> {
    if (!options.render) return undefined;
    try {
      const rendered = await options.render(url, {
        ...(contactRefusal ? { contactRefusal } : {}),
        ...(fetchContent ? { fetchContent } : {}),
      });
      const location = rendered.headers.get('location');
      if (rendered.status >= 300 && rendered.status < 400 && location) {
        const target = new URL(location, url);
        return {
          redirect: { status: rendered.status, location: `${target.pathname}${target.search}` },
        };
      }
      const html = await rendered.text();
      if (rendered.status !== expected || !html.includes('<html')) return undefined;
      let page = html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}`;
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

  /** A rendered page as the response, compressed as the client accepts (once per encoding). */
  async function renderedResponse(request: Request, rendered: Rendered, status: 200 | 404) {
    if ('redirect' in rendered) {
      return new Response(null, {
        status: rendered.redirect.status,
        headers: { Location: rendered.redirect.location, 'Cache-Control': 'no-cache' },
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

  async function renderPage(
    url: string,
    expected: 200 | 404,
    contactRefusal?: ContactRefusal,
  ): Promise<Response | undefined> {
    const rendered = await renderHtml(url, expected, contactRefusal);
    return rendered && renderedResponse(new Request(url), rendered, expected);
  }

  /**
   * An article page (/insights/{slug}): served only while the content service has the post.
   * A post published after the build is rendered here, then kept in a small cache, so a
   * popular new article costs what a prerendered one costs; a post removed since the build
   * answers 404. While the service fails, the built page (if any) is served as it is.
   */
  async function articlePage(
    request: Request,
    slug: string,
    file: StaticFile | undefined,
    client: string,
  ) {
    const wordpress = options.wordpress;
    if (!wordpress) return file ? serveFile(request, file, 200) : notFound(request, client);
    // The article loader's own call (src/features/insights/contentClient.ts): one cache entry.
    const answer = await wordpress('posts', new URLSearchParams({ slug, _embed: '1' }));
    if (answer.status !== 200 || !Array.isArray(answer.body)) {
      return file ? serveFile(request, file, 200) : notFound(request, client);
    }
    const exists = answer.body.some(
      (post) =>
        typeof post === 'object' && post !== null && (post as { slug?: unknown }).slug === slug,
    );
    if (!exists) return notFound(request, client);
    const { search } = new URL(request.url);
    if (file && !search) return serveFile(request, file, 200);
    const key = new URL(request.url).pathname + search;
    const page = await renderedPages.get(key, async () => {
      if (!mayRender(client)) return undefined;
      const rendered = await renderQueue.run(() => renderHtml(request.url, 200));
      return rendered && 'body' in rendered ? rendered : undefined;
    });
    if (page) return renderedResponse(request, page, 200);
    return file ? serveFile(request, file, 200) : notFound(request, client);
  }

  /**
   * The contact page again for a refused form post (server/contact.ts): rendered with the
   * refusal in the router's context; without a renderer (or if it fails), a plain page that
   * says what went wrong and links back to the form.
   */
  async function renderRefusal(refusal: ContactRefusal): Promise<Response> {
    // The contact page of the same visit: its source (ref, from, label, stack) in the query.
    const page = contactPageUrl(refusal.source);
    const rendered = await renderPage(new URL(page, 'http://site.local').href, 200, refusal);
    if (rendered) return rendered;
    const items = Object.values(refusal.errors)
      .map((error) => `<li>${escapeHtml(String(error))}</li>`)
      .join('');
    const body = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error: Contact</title></head><body><main><h1>Your message has not been sent</h1><p>${escapeHtml(refusal.message)}</p>${items ? `<ul>${items}</ul>` : ''}<p><a href="${escapeHtml(page)}">Back to the contact form</a></p></main></body></html>`;
    return new Response(body, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...securityHeaders([]) },
    });
  }

  async function notFound(request: Request, client: string): Promise<Response> {
    const { pathname, origin } = new URL(request.url);
    const rendered = await notFoundPages.get(pathname, async () =>
      mayRender(client) ? notFoundFor(pathname, origin) : undefined,
    );
    if (rendered) return renderedResponse(request, rendered, 404);
    const page = await files.notFoundPage();
    if (!page) return textResponse(404, 'Not Found');
    return fallbackResponse(await serveFile(request, page, 404));
  }

  /**
   * The not-found page of a path: its template's page (rendered once for a placeholder)
   * with the path filled in, or, for a path the template cannot stand for, rendered for itself
   * when the render queue has room (server/notFoundTemplate.ts). Undefined: serve dist/404.html.
   */
  async function notFoundFor(pathname: string, origin: string): Promise<Rendered | undefined> {
    if (!options.render) return undefined;
    const slot = options.routes ? templateFor(pathname, options.routes) : null;
    if (slot) {
      let template = notFoundTemplates.get(slot.templatePath);
      if (!template) {
        const rendering = renderQueue.run(() =>
          renderHtml(new URL(slot.templatePath, origin).href, 404),
        );
        template = rendering;
        notFoundTemplates.set(slot.templatePath, rendering);
        // A failed (or refused) render is tried again by the next request.
        void rendering.then((done) => {
          if (!done) notFoundTemplates.delete(slot.templatePath);
        });
      }
      const rendered = await template;
      const filled = rendered && fillRendered(rendered, slot.rest);
      if (filled) return filled;
    }
    return renderQueue.run(() => renderHtml(new URL(pathname, origin).href, 404));
  }

  async function serveFile(request: Request, file: StaticFile, status: 200 | 404) {
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Cache-Control': status === 200 ? cacheControlFor(file.relPath) : REVALIDATE_CACHE_CONTROL,
      ...securityHeaders(file.scriptHashes ?? []),
    };
    let encoding: Encoding | null = null;
    let body: Uint8Array = file.body;
    let etag = file.etag;
    if (file.compressible) {
      headers.Vary = 'Accept-Encoding';
      encoding = negotiateEncoding(request.headers.get('accept-encoding'));
      const variant = encoding ? await files.encoded(file, encoding) : null;
      if (variant) {
        body = variant.body;
        etag = variant.etag;
      } else {
        encoding = null;
      }
    }
    if (status === 200) {
      headers.ETag = etag;
      headers['Last-Modified'] = file.lastModified;
      if (isNotModified(request, etag, file.lastModified)) {
        const { 'Content-Type': _type, ...notModifiedHeaders } = headers;
        return new Response(null, { status: 304, headers: notModifiedHeaders });
      }
    }
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.byteLength);
    return bytesResponse(body, { status, headers });
  }

  return app;
}
