/**
 * `GET /preview?post={id}&expires={unix seconds}&signature={hex}`: the link WordPress's Preview
 * button opens (wordpress/response-site-sync.php signs it with the webhook secret). The site
 * checks the signature and the expiry itself, asks the plugin for the draft (or a published
 * post's unsaved changes) with the same signed query, and renders the article page with it from
 * the renderer the build uses, under a Preview banner (src/sections/PreviewBanner).
 *
 * A preview is the page without its scripts (it shows what is written; nothing hydrates it or
 * asks the content service again, which would not know the draft), `noindex`, never cached and
 * never sent as a referrer. A link that is missing a part, tampered with or expired gets the
 * page that says why (`/preview?refused=…`, src/routes/preview.tsx) with 403; a draft deleted
 * since, 404; WordPress not answering, 503.
 */
import type { Context } from 'hono';
import { insightsPaths } from '../../src/content/insights/paths';
import { contentPaths, type Fetcher } from '../../src/features/insights/contentClient';
import { readPost } from '../../src/features/insights/posts';
import { type PreviewRefusal, previewPath } from '../../src/site/draftPreview';
import { securityHeaders } from '../headers';
import type { Logger } from '../logger';
import type { PageRenderer } from '../renderOnRequest';
import { textResponse } from '../responses';
import type { WordPressSource } from './forwarder';
import { verifyPreview } from './signature';
import { sourceFetcher } from './source';

export interface PreviewRouteOptions {
  /** WORDPRESS_WEBHOOK_SECRET; without it (or WordPress) previews are off. */
  secret?: string;
  /** WordPress's origin (WORDPRESS_URL). */
  wordpressOrigin?: string | null;
  source?: WordPressSource;
  renderer: PageRenderer;
  logger: Logger;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

const statusOf: Record<PreviewRefusal, 403 | 404 | 503> = {
  missing: 403,
  expired: 403,
  tampered: 403,
  disabled: 403,
  'not-found': 404,
  unavailable: 503,
};

/**
 * A rendered page as a preview is served: without its scripts (JSON-LD aside) and the app's
 * module preloads, with `noindex`.
 */
export function asPreviewPage(html: string): string {
  return html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<template id="app-modules">[\s\S]*?<\/template>/, '')
    .replace(/<meta name="robots"[^>]*>/gi, '')
    .replace(/<head>/i, (head) => `${head}<meta name="robots" content="noindex, nofollow"/>`);
}

function previewResponse(html: string, status: number): Response {
  return new Response(asPreviewPage(html), {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      ...securityHeaders(),
      // The link carries its signature: never sent on to another page.
      'Referrer-Policy': 'no-referrer',
    },
  });
}

export function previewRoute(options: PreviewRouteOptions) {
  const { renderer, logger } = options;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const origin = options.wordpressOrigin?.replace(/\/+$/, '');
  const baseFetcher = options.source ? sourceFetcher(options.source) : undefined;

  /**
   * The refusal pages, each rendered once: a flood of made-up links costs what a file costs,
   * not a render each.
   */
  const refusalPages = new Map<PreviewRefusal, Promise<string | undefined>>();

  async function refused(reason: PreviewRefusal): Promise<Response> {
    let page = refusalPages.get(reason);
    if (!page) {
      page = renderer
        .html(`http://site.local${previewPath}?refused=${reason}`, 200)
        .then((rendered) => (rendered && 'html' in rendered ? rendered.html : undefined));
      refusalPages.set(reason, page);
    }
    const html = await page;
    if (html !== undefined) return previewResponse(html, statusOf[reason]);
    // Not kept: the next refusal tries to render it again.
    refusalPages.delete(reason);
    return textResponse(statusOf[reason], `This preview link can't be opened (${reason}).`);
  }

  /** The plugin's answer for the signed query: the post in WordPress's shape, or why not. */
  async function draft(query: string): Promise<unknown | PreviewRefusal> {
    let response: Response;
    try {
      response = await doFetch(`${origin}/wp-json/response/v1/preview?${query}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
    } catch (error) {
      logger.error('preview: WordPress did not answer', error);
      return 'unavailable';
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 404) return 'not-found';
    if (response.status === 403) {
      return (body as { code?: unknown } | null)?.code === 'response_preview_expired'
        ? 'expired'
        : 'tampered';
    }
    if (response.status !== 200 || body === null) {
      logger.error(`preview: WordPress answered ${response.status}`);
      return 'unavailable';
    }
    return body;
  }

  return async (c: Context): Promise<Response> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return textResponse(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    }
    if (!options.secret || !origin || !baseFetcher) return refused('disabled');
    const params = new URL(c.req.url).searchParams;
    const link = verifyPreview(options.secret, params, now());
    if ('refused' in link) return refused(link.refused);
    const query = new URLSearchParams({
      post: String(link.post),
      expires: String(link.expires),
      signature: link.signature,
    }).toString();
    const raw = await draft(query);
    if (typeof raw === 'string') return refused(raw as PreviewRefusal);
    const post = readPost(raw);
    if (!post) {
      logger.error('preview: the plugin answered something that is not a post');
      return refused('unavailable');
    }
    // The article page reads the draft where it would read the published post.
    const draftPath = contentPaths.post(post.slug);
    const fetchContent: Fetcher = async (path) =>
      path === draftPath
        ? new Response(JSON.stringify([raw]), {
            headers: { 'Content-Type': 'application/json; charset=utf-8' },
          })
        : baseFetcher(path);
    const status = (raw as { status?: unknown }).status;
    const rendered = await renderer.html(
      `http://site.local${insightsPaths.article(post.slug)}`,
      200,
      {
        fetchContent,
        preview: {
          title: post.title,
          expiresAt: new Date(link.expires * 1000).toISOString(),
          status: typeof status === 'string' ? status : 'draft',
        },
      },
    );
    if (!rendered || !('html' in rendered)) return refused('unavailable');
    logger.info(`preview of post ${link.post} (${post.slug}) shown`);
    return previewResponse(rendered.html, 200);
  };
}
