/**
 * Where the Insights content comes from, as one function for the server, the prerender and the
 * pages rendered on request: the bundled sample content (no WORDPRESS_URL) or a forwarder to a
 * real WordPress. `sourceFetcher` turns it into the `Fetcher` the site's content client takes,
 * so server-side rendering reads the same answers the browser gets from `/wp-json/wp/v2/…`
 * without a network hop to itself.
 */
import type { Fetcher } from '../../src/features/insights/contentClient';
import { createForwarder, type ForwarderOptions, type WordPressSource } from './forwarder';
import { answerSample, restError, type WordPressResource } from './sampleApi';

/** The origin of `WORDPRESS_URL`, or null when unset; throws on a value that is not http(s). */
export function wordpressOrigin(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Invalid WORDPRESS_URL: ${JSON.stringify(value)} (an http(s) origin)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Invalid WORDPRESS_URL: ${JSON.stringify(value)} (an http(s) origin)`);
  }
  return url.href;
}

/** The sample content, or WordPress at `wordpressUrl` through the forwarder. */
export function createWordPressSource(
  wordpressUrl: string | undefined,
  onError: (message: string) => void = (message) => console.error(message),
  options: Pick<ForwarderOptions, 'freshMs'> = {},
): WordPressSource {
  const origin = wordpressOrigin(wordpressUrl);
  if (!origin) return async (resource, params) => answerSample(resource, params);
  return createForwarder({ origin, onError, ...options });
}

const resourcePath = /^\/wp-json\/wp\/v2\/(posts|tags|categories)\/?$/;

/** The content source as a fetch-like function of same-origin `/wp-json/wp/v2/…` paths. */
export function sourceFetcher(source: WordPressSource): Fetcher {
  return async (path) => {
    const url = new URL(path, 'http://site.local');
    const resource = resourcePath.exec(url.pathname)?.[1] as WordPressResource | undefined;
    const answer = resource
      ? await source(resource, url.searchParams)
      : restError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...answer.headers },
    });
  };
}
