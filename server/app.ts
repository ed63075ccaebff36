/**
 * The production server of the site, as a Hono app (`app.request()` in tests, @hono/node-server in
 * server/main.ts): a composition of the modules that do each job. Order of handling:
 *
 * 1. `GET /healthz`.
 * 2. `/api/analytics/cta-click` (server/analytics.ts) and `/api/contact` (server/contactRoute.ts),
 *    POST only; WordPress's webhook and the sync's status (`/api/wordpress/webhook|status`,
 *    server/wordpress/webhook.ts); other `/api/*` answer 404 JSON. `/wp-json/*`: the content
 *    service (server/contentApi.ts). `/preview`: a draft's signed preview
 *    (server/wordpress/preview.ts).
 * 3. Site paths, GET and HEAD (server/pages.ts): redirects, articles while the content service
 *    has them, prerendered files (rendered for the params they read), then not-found pages
 *    (server/notFoundPages.ts). Renders on request (server/renderOnRequest.ts) wait in one
 *    bounded queue; when it is full, the static file is the answer. A client over its limit of
 *    pages made on request gets dist/404.html for a new unknown path from the response memo,
 *    which asks this app's rule (`answerFallbackWhen`) and not the app.
 *
 * Every response gets the security headers; HTML pages get a CSP with their own script hashes.
 */
import { join } from 'node:path';
import { Hono } from 'hono';
import { site } from '../src/site/config';
import { previewPath } from '../src/site/draftPreview';
import { redirectLocation } from '../src/site/redirects';
import type { RouterContext } from '../src/site/routerContext';
import { ctaClickRoute } from './analytics';
import { clientAddress, requestAddress } from './clientAddress';
import { contactRoute } from './contactRoute';
import { contentApi } from './contentApi';
import { baseSecurityHeaders, contentSecurityPolicy } from './headers';
import type { Mailer } from './leadMail';
import { consoleLogger, type Logger } from './logger';
import { createNotFoundPages } from './notFoundPages';
import { createPageCache, type PageCacheOptions } from './pageCache';
import { articleSlug, sitePages } from './pages';
import {
  createRateLimiter,
  defaultContactRateLimit,
  defaultRenderRateLimit,
  type RateLimitOptions,
} from './rateLimit';
import type { Renderer, SiteRoutes } from './render';
import { createPageRenderer, type Rendered } from './renderOnRequest';
import { createRenderQueue, type RenderQueueOptions } from './renderQueue';
import type { ResponseMemo } from './responseMemo';
import { jsonError, textResponse } from './responses';
import { searchIndexReader } from './searchIndex';
import { drawSocialCards } from './socialCards';
import { createStaticFiles } from './static';
import type { WordPressSource } from './wordpress/forwarder';
import { previewRoute } from './wordpress/preview';
import { createWebhookVerifier } from './wordpress/signature';
import { sourceFetcher } from './wordpress/source';
import { createSiteSync, type SiteSync } from './wordpress/sync';
import { type EditorialRoutesOptions, statusRoute, webhookRoute } from './wordpress/webhook';

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
  /**
   * The editorial loop with WordPress (WORDPRESS_WEBHOOK_SECRET with WORDPRESS_URL): its webhook
   * regenerates the Insights pages it touches (server/wordpress/sync.ts), a sync runs at start
   * and every `syncEveryMs` (0: only at start and on webhooks; `startSync: false`: only on
   * webhooks), and its signed preview links are shown. Without it those routes answer 503 and
   * previews are refused.
   */
  editorial?: {
    secret: string;
    wordpressOrigin: string;
    syncEveryMs?: number;
    startSync?: boolean;
    /** After a failed sync, the next try (ms). */
    retryMs?: number;
  };
  /** How a preview asks WordPress's plugin for its draft (tests pass a stand-in). */
  previewFetch?: typeof fetch;
  /** The Insights feed as the build writes it (the SSR bundle's), for the sync. */
  renderFeed?: (context: RouterContext) => Promise<string>;
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

/**
 * A URL path with no query, no empty segment and nothing URL parsing would change (no dot
 * segment, no escape): the ones the static fallback may answer without the site.
 */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+)+\/?$/;

export function createApp(options: AppOptions): Hono {
  const logger = options.logger ?? consoleLogger;
  const trustProxy = options.trustProxy === true;
  const files = createStaticFiles(options.distDir, (message, error) =>
    logger.error(message, error),
  );
  const renderer = createPageRenderer(
    options.render,
    options.wordpress,
    logger,
    searchIndexReader(options.distDir),
  );
  const renderQueue = createRenderQueue(options.renderQueue);
  const renderLimiter =
    options.renderRateLimit === false
      ? undefined
      : createRateLimiter(options.renderRateLimit ?? defaultRenderRateLimit);
  /** Whether this client may have one more page made for it now (see `renderRateLimit`). */
  const mayRender = (client: string) => !renderLimiter || renderLimiter.take(client).ok;
  const hasRenderer = options.render !== undefined;
  // Not-found pages, kept per path; pages rendered on request (articles published after the
  // build, lists filtered by their query), kept for a minute. Renders wait in one queue.
  const notFoundCache = createPageCache<Rendered>(options.notFoundPages);
  const renderedPages = createPageCache<Rendered>(options.renderedPages);
  const notFound = createNotFoundPages({
    files,
    renderer,
    cache: notFoundCache,
    renderQueue,
    mayRender,
    routes: options.routes,
    hasRenderer,
  });
  const pages = sitePages({
    files,
    renderer,
    renderedPages,
    renderQueue,
    notFound,
    mayRender,
    routes: options.routes,
    wordpress: options.wordpress,
    redirectCacheControl: options.redirectCacheControl ?? 'public, max-age=3600',
    hasRenderer,
  });
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
  // same steps as the site's, each quick: a path the memo keeps, no redirect, file or kept page).
  options.responseMemo?.answerFallbackWhen((request) => {
    const path = request.url;
    return (
      path !== undefined &&
      PLAIN_PATH.test(path) &&
      renderLimiter?.refuses(requestAddress(request, trustProxy)) === true &&
      memoised(path) &&
      redirectLocation(path, '') === null &&
      !files.mayBeFile(path) &&
      !notFound.has(path)
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
  app.all('/api/analytics/cta-click', ctaClickRoute(options.dataDir));
  app.all(
    '/api/contact',
    contactRoute({
      settings: {
        dataDir: options.dataDir,
        logger,
        mailFrom: options.mailFrom,
        contactInbox: options.contactInbox,
        mailer: options.mailer,
      },
      limiter:
        options.contactRateLimit === false
          ? undefined
          : createRateLimiter(options.contactRateLimit ?? defaultContactRateLimit),
      renderer,
      trustProxy,
    }),
  );
  app.all('/wp-json/*', contentApi(options.wordpress));

  // The editorial loop: webhooks regenerate what WordPress changed, the status says what ran.
  const wordpress = options.wordpress;
  const editorialSettings = options.editorial;
  let sync: SiteSync | undefined;
  if (editorialSettings && wordpress && options.render) {
    const renderFeed = options.renderFeed;
    const fetchContent = sourceFetcher(wordpress);
    sync = createSiteSync({
      distDir: options.distDir,
      source: wordpress,
      renderPage: async (path) => {
        const rendered = await renderer.html(`http://site.local${path}`, 200);
        return rendered && 'html' in rendered ? rendered.html : undefined;
      },
      ...(renderFeed ? { renderFeed: () => renderFeed({ fetchContent }) } : {}),
      drawCards: (cards) =>
        drawSocialCards(cards, { cacheDir: join(options.dataDir, 'social-cards') }),
      purge: () => {
        // The Insights pages and, as the index changed with them, search results.
        const insights = (key: string) =>
          key.startsWith('/insights') || key === '/search' || key.startsWith('/search?');
        renderedPages.deleteWhere(insights);
        notFoundCache.deleteWhere(insights);
        options.responseMemo?.clear();
      },
      origin: site.origin,
      sourceName: editorialSettings.wordpressOrigin,
      logger,
      ...(editorialSettings.retryMs !== undefined ? { retryMs: editorialSettings.retryMs } : {}),
    });
    if (editorialSettings.startSync !== false) sync.start(editorialSettings.syncEveryMs ?? 0);
  }
  const editorial: EditorialRoutesOptions = {
    logger,
    ...(sync && editorialSettings
      ? {
          editorial: {
            secret: editorialSettings.secret,
            verifier: createWebhookVerifier(editorialSettings.secret),
            sync,
          },
        }
      : {}),
  };
  app.all('/api/wordpress/webhook', webhookRoute(editorial));
  app.all('/api/wordpress/status', statusRoute(editorial));
  app.all(
    previewPath,
    previewRoute({
      renderer,
      logger,
      ...(wordpress ? { source: wordpress } : {}),
      ...(options.previewFetch ? { fetch: options.previewFetch } : {}),
      ...(sync && editorialSettings
        ? { secret: editorialSettings.secret, wordpressOrigin: editorialSettings.wordpressOrigin }
        : {}),
    }),
  );
  app.all('*', (c) => pages(c, clientAddress(c, trustProxy)));
  app.notFound((c) => notFound.respond(c.req.raw, clientAddress(c, trustProxy)));

  app.onError((error, c) => {
    logger.error(`${c.req.method} ${c.req.url} failed`, error);
    const path = new URL(c.req.url).pathname;
    return path.startsWith('/api/')
      ? jsonError(500, 'Internal server error')
      : textResponse(500, 'Internal Server Error');
  });

  return app;
}
