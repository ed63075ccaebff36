/**
 * The WordPress REST paths the site reads, forwarded to a real WordPress (`WORDPRESS_URL`):
 * only `GET /wp-json/wp/v2/posts|tags|categories`, only the parameters the site uses, with a
 * timeout and a size cap, and a short cache that also answers with the last good copy while
 * WordPress is slow, down or answering nonsense. The browser never talks to WordPress itself:
 * the site's own origin answers, so the CSP and the same-origin design hold.
 */
import { type RestAnswer, restError, type WordPressResource } from './sampleApi';

/** The parameters each path passes on; anything else in the query is dropped. */
export const forwardedParams: Record<WordPressResource, readonly string[]> = {
  posts: ['_embed', 'per_page', 'page', 'search', 'slug', 'categories', 'tags'],
  tags: ['per_page', 'page', 'search', 'hide_empty', 'slug'],
  categories: ['per_page', 'page', 'search', 'hide_empty', 'slug'],
};

/** WordPress's paging headers, passed on to the browser. */
const passedHeaders = ['x-wp-total', 'x-wp-totalpages'];

export interface ForwarderOptions {
  /** The WordPress site's origin, e.g. http://127.0.0.1:8088 (a path prefix is kept). */
  origin: string;
  fetch?: typeof fetch;
  /** Give up on WordPress after this long (ms). */
  timeoutMs?: number;
  /** Refuse answers larger than this (bytes). */
  maxBytes?: number;
  /** An answer is fresh for this long (ms): repeated calls do not reach WordPress. */
  freshMs?: number;
  /** While WordPress fails, the last good answer is served for this long (ms). */
  staleMs?: number;
  /** Most answers kept (the oldest go first). */
  maxEntries?: number;
  now?: () => number;
  onError?: (message: string, error?: unknown) => void;
}

interface CacheEntry {
  answer: RestAnswer;
  at: number;
}

export type WordPressSource = ((
  resource: WordPressResource,
  params: URLSearchParams,
) => Promise<RestAnswer>) & {
  /**
   * Forget that the answers kept are fresh (WordPress said its content changed): the next call
   * of each asks WordPress again. They stay the last good copies served while WordPress fails.
   */
  invalidate?: () => void;
};

/** The query WordPress is asked: the allowed parameters only, each once, in a stable order. */
export function forwardedQuery(resource: WordPressResource, params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const name of forwardedParams[resource]) {
    const value = params.get(name);
    if (value !== null) query.set(name, value.slice(0, 200));
  }
  query.sort();
  return query.toString();
}

class UpstreamError extends Error {}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new UpstreamError(`answer of ${declared} bytes is over the cap`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new UpstreamError(`answer over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export function createForwarder(options: ForwarderOptions): WordPressSource {
  const base = options.origin.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 4000;
  const maxBytes = options.maxBytes ?? 8 * 1024 * 1024;
  const freshMs = options.freshMs ?? 30_000;
  const staleMs = options.staleMs ?? 24 * 60 * 60 * 1000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const cache = new Map<string, CacheEntry>();
  const inFlight = new Map<string, { answer: Promise<RestAnswer>; at: number }>();
  /** Answers kept from before this time are no longer fresh (`invalidate`). */
  let freshFrom = Number.NEGATIVE_INFINITY;

  async function ask(url: string): Promise<RestAnswer> {
    const response = await doFetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status >= 500) throw new UpstreamError(`WordPress answered ${response.status}`);
    const type = response.headers.get('content-type') ?? '';
    const text = await readLimited(response, maxBytes);
    if (!/\bjson\b/i.test(type)) throw new UpstreamError(`WordPress answered ${type || 'no type'}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new UpstreamError(`WordPress answered malformed JSON: ${String(error)}`);
    }
    const headers: Record<string, string> = {};
    for (const name of passedHeaders) {
      const value = response.headers.get(name);
      if (value !== null && /^\d+$/.test(value))
        headers[name === 'x-wp-total' ? 'X-WP-Total' : 'X-WP-TotalPages'] = value;
    }
    return { status: response.status, body, headers };
  }

  /** Keeps an answer as of when it was asked (an answer asked before `invalidate` is not fresh). */
  function remember(key: string, answer: RestAnswer, at: number) {
    cache.delete(key);
    cache.set(key, { answer, at });
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
  }

  const source: WordPressSource = async (resource, params) => {
    const query = forwardedQuery(resource, params);
    const key = `${resource}?${query}`;
    const cached = cache.get(key);
    if (cached && cached.at >= freshFrom && now() - cached.at < freshMs) return cached.answer;
    let pending = inFlight.get(key);
    if (!pending) {
      const asked = {
        at: now(),
        answer: ask(`${base}/wp-json/wp/v2/${resource}${query ? `?${query}` : ''}`).finally(() => {
          if (inFlight.get(key) === asked) inFlight.delete(key);
        }),
      };
      pending = asked;
      inFlight.set(key, asked);
    }
    try {
      const answer = await pending.answer;
      if (answer.status < 500) remember(key, answer, pending.at);
      return answer;
    } catch (error) {
      options.onError?.(
        `WordPress ${key}: ${error instanceof Error ? error.message : error}`,
        error,
      );
      if (cached && now() - cached.at < staleMs) {
        return { ...cached.answer, headers: { ...cached.answer.headers, 'X-Content-Stale': '1' } };
      }
      return restError(502, 'content_service_unavailable', 'The content service did not answer.');
    }
  };
  source.invalidate = () => {
    freshFrom = now();
    // An answer being read began before the change: the next call asks again.
    inFlight.clear();
  };
  return source;
}
