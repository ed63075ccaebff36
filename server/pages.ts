/**
 * The site's pages and files: GET and HEAD of every site path. In order: the redirect table
 * (301, query kept, trailing slash dropped); an article (/insights/{slug}) only while the content
 * service has the post; the prerendered file (rendered for the params it reads when the query
 * string has any, and kept; tracking params change nothing, and a redirect the router answers
 * instead, a stale filter value put right, keeps the request's campaign and click ids:
 * server/renderOnRequest.ts); else the not-found page (server/notFoundPages.ts).
 */
import type { Context } from 'hono';
import { redirectLocation } from '../src/site/redirects';
import { type Encoding, negotiateEncoding } from './compression';
import { cacheControlFor, REVALIDATE_CACHE_CONTROL, securityHeaders } from './headers';
import type { NotFoundPages } from './notFoundPages';
import type { PageCache } from './pageCache';
import type { SiteRoutes } from './render';
import { type PageRenderer, pageQueryKey, type Rendered } from './renderOnRequest';
import type { RenderQueue } from './renderQueue';
import { bytesResponse } from './responseMemo';
import { isNotModified, jsonError, textResponse } from './responses';
import type { StaticFile, StaticFiles } from './static';
import type { WordPressSource } from './wordpress/forwarder';

export const SITE_METHODS = 'GET, HEAD';

/** `/insights/{slug}`: an article page (src/routes/insights/$slug.tsx), not one of the lists. */
export function articleSlug(pathname: string): string | null {
  const slug = /^\/insights\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(pathname)?.[1];
  return slug && slug !== 'articles' && slug !== 'reports' ? slug : null;
}

/** A file from `dist/` with its headers, compressed as the client accepts; 304 when current. */
export async function serveFile(
  files: StaticFiles,
  request: Request,
  file: StaticFile,
  status: 200 | 404,
): Promise<Response> {
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

export interface SitePagesOptions {
  files: StaticFiles;
  renderer: PageRenderer;
  /** Pages rendered on request (articles published after the build, filtered lists). */
  renderedPages: PageCache<Rendered>;
  renderQueue: RenderQueue;
  notFound: NotFoundPages;
  /** Whether this client may have one more page made for it now. */
  mayRender: (client: string) => boolean;
  routes?: SiteRoutes;
  wordpress?: WordPressSource;
  redirectCacheControl: string;
  hasRenderer: boolean;
}

/** The handler of every site path (`app.all('*')`). */
export function sitePages(options: SitePagesOptions) {
  const { files, renderer, renderedPages, renderQueue, notFound, mayRender } = options;

  function redirect(location: string): Response {
    return new Response(null, {
      status: 301,
      headers: { Location: location, 'Cache-Control': options.redirectCacheControl },
    });
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
    const built = () =>
      file ? serveFile(files, request, file, 200) : notFound.respond(request, client);
    if (!wordpress) return built();
    // The article loader's own call (src/features/insights/contentClient.ts): one cache entry.
    const answer = await wordpress('posts', new URLSearchParams({ slug, _embed: '1' }));
    if (answer.status !== 200 || !Array.isArray(answer.body)) return built();
    const exists = answer.body.some(
      (post) =>
        typeof post === 'object' && post !== null && (post as { slug?: unknown }).slug === slug,
    );
    if (!exists) return notFound.respond(request, client);
    const { search } = new URL(request.url);
    if (file && !search) return serveFile(files, request, file, 200);
    const key = new URL(request.url).pathname + search;
    const page = await renderedPages.get(key, async () => {
      if (!mayRender(client)) return undefined;
      const rendered = await renderQueue.run(() => renderer.html(request.url, 200));
      return rendered && 'body' in rendered ? rendered : undefined;
    });
    if (page) return renderer.response(request, page, 200);
    return built();
  }

  return async function handle(c: Context, client: string): Promise<Response> {
    const url = new URL(c.req.url);
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
      const key =
        search && file.contentType.startsWith('text/html')
          ? pageQueryKey(url, options.routes)
          : null;
      if (key && options.hasRenderer) {
        const rendered = await renderedPages.get(key, async () =>
          mayRender(client)
            ? renderQueue.run(() => renderer.html(new URL(key, url).href, 200))
            : undefined,
        );
        if (rendered) return renderer.response(c.req.raw, rendered, 200);
      }
      return serveFile(files, c.req.raw, file, 200);
    }
    return notFound.respond(c.req.raw, client);
  };
}
