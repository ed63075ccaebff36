/**
 * `/wp-json/*`: the WordPress REST paths the Insights pages read (`wp/v2/posts|tags|categories`,
 * GET and HEAD), answered by the content service (server/wordpress/: the bundled sample content
 * or a forwarder to WORDPRESS_URL); any other path is WordPress's own 404 `rest_no_route`.
 */
import type { Context } from 'hono';
import { compress, negotiateEncoding, shouldCompress } from './compression';
import { SITE_METHODS } from './pages';
import { asBody, jsonError } from './responses';
import type { WordPressSource } from './wordpress/forwarder';
import type { WordPressResource } from './wordpress/sampleApi';

export function contentApi(wordpress: WordPressSource | undefined) {
  return async (c: Context): Promise<Response> => {
    const url = new URL(c.req.url);
    const resource = /^\/wp-json\/wp\/v2\/(posts|tags|categories)\/?$/.exec(url.pathname)?.[1];
    if (!resource || !wordpress) {
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
    const answer = await wordpress(resource as WordPressResource, url.searchParams);
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
  };
}
