/**
 * What the site just answered for a URL, kept for a moment and sent again straight from Node's
 * HTTP layer: the same status, headers and bytes, without building a Request, routing it, looking
 * the file up on disk or copying the body again. A page, an asset, a landing URL with tracking
 * params or a scanner's 404 then costs about what a static file costs in a plain static server.
 *
 * Only plain GETs are kept (no validators or ranges asked for), with status 200 or 404, a known
 * length and no `no-store` or cookie, under the URL as the client sent it and the encoding its
 * Accept-Encoding gets (params no page reads left out, so `/?gclid=…` shares `/`'s answer). An
 * entry lives `ttlMs` (1 s): a rebuilt file, a rendered page's own cache and a post removed from
 * WordPress are seen within that second, as the site's slower path sees them.
 *
 * The site's static fallback (dist/404.html, for a client that asked for more pages made on
 * request than its limit, such as a scanner of new paths) is kept once per encoding, and answered
 * for a new URL when the site's own quick rule says the site would answer it so: a scan then
 * costs what one repeated not-found URL costs, and leaves the server's time to visitors.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { negotiateEncoding } from './compression';

export interface ResponseMemoOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Bigger bodies are not kept. */
  maxBodyBytes?: number;
  now?: () => number;
  /**
   * The form of a URL (path and query, as sent) under which its answer is kept: URLs with the
   * same form get the same answer (server/app.ts `answerKey`: tracking params dropped).
   */
  urlKey?: (url: string) => string;
}

/**
 * The bytes of responses the site built from bytes it holds (server/app.ts `bytesResponse`), so
 * that remembering one takes those bytes rather than a copy through a cloned stream.
 */
const knownBodies = new WeakMap<Response, Uint8Array>();

/** A response whose body is `body`, as the memo can keep it without copying. */
export function bytesResponse(body: Uint8Array | null, init: ResponseInit): Response {
  const response = new Response(body as Uint8Array<ArrayBuffer> | null, init);
  if (body) knownBodies.set(response, body);
  return response;
}

/** Responses that are the site's static fallback: the same answer whatever the URL asked. */
const fallbacks = new WeakSet<Response>();

/**
 * A response that is the site's static fallback (dist/404.html for a client refused a page made
 * for it, server/app.ts): the memo keeps it once per encoding, not per URL, and answers it for
 * new URLs the site says would get it (`answerFallbackWhen`).
 */
export function fallbackResponse(response: Response): Response {
  fallbacks.add(response);
  return response;
}

interface Entry {
  expires: number;
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface ResponseMemo {
  /** Hono middleware keeping what the site answers for the URLs `keep(pathname)` allows. */
  remember(keep: (pathname: string) => boolean): MiddlewareHandler;
  /**
   * Which requests the static fallback answers (the site's own rule, which must be quick and
   * must not take from any limit): the memo answers them with the fallback it kept last, within
   * its second, without the site.
   */
  answerFallbackWhen(test: (request: IncomingMessage) => boolean): void;
  /** Answers a request from what was kept; false when nothing was (the site answers then). */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  /** Forget every answer kept (content changed: the site answers the next requests itself). */
  clear(): void;
  readonly size: number;
}

type Headers = IncomingMessage['headers'];

function plainGet(
  method: string | undefined,
  headers: Headers | Record<string, string | undefined>,
) {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !headers['if-none-match'] &&
    !headers['if-modified-since'] &&
    !headers.range
  );
}

export function createResponseMemo(options: ResponseMemoOptions = {}): ResponseMemo {
  const ttlMs = options.ttlMs ?? 1000;
  const maxEntries = options.maxEntries ?? 500;
  const maxBodyBytes = options.maxBodyBytes ?? 512 * 1024;
  const now = options.now ?? Date.now;
  // Not-found answers apart, and fewer: a scanner asking for new paths only ever replaces other
  // not-found answers, never the pages and files visitors ask for.
  const entries = new Map<string, Entry>();
  const missing = new Map<string, Entry>();
  const maxMissing = Math.max(1, Math.floor(maxEntries / 5));
  // A not-found answer is kept the second time its URL is asked within the time an answer is
  // kept: a scanner's paths, each asked once, cost nothing to remember.
  const askedOnce = new Map<string, number>();
  // The static fallback, per encoding, and which requests it answers.
  const fallbackEntries = new Map<string, Entry>();
  let fallbackWhen: ((request: IncomingMessage) => boolean) | null = null;
  const urlKey = options.urlKey ?? ((url: string) => url);
  // A URL's form and an Accept-Encoding's encoding, worked out once for the URLs and headers
  // that come again (a campaign's landing URL, a browser's header): the form takes the route's
  // search params, which matching the path against the routes gives, and that costs more than
  // sending the kept answer.
  const urlKeys = new Map<string, string>();
  const encodings = new Map<string, string>();
  const remembered = (
    cache: Map<string, string>,
    limit: number,
    key: string,
    make: () => string,
  ) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = make();
      if (cache.size >= limit) cache.clear();
      cache.set(key, value);
    }
    return value;
  };
  const encodingOf = (acceptEncoding: string | string[] | undefined | null) => {
    const header = Array.isArray(acceptEncoding)
      ? acceptEncoding.join(',')
      : (acceptEncoding ?? '');
    return remembered(encodings, 64, header, () => negotiateEncoding(header) ?? 'identity');
  };
  const keyOf = (url: string, encoding: string) =>
    `${encoding} ${remembered(urlKeys, maxEntries, url, () => urlKey(url))}`;
  /** Whether a not-found URL is asked for the first time within a kept answer's time. */
  const firstAsking = (key: string) => {
    const asked = askedOnce.get(key);
    askedOnce.delete(key);
    if (asked !== undefined && now() - asked < ttlMs) return false;
    askedOnce.set(key, now());
    while (askedOnce.size > maxEntries) {
      const oldest = askedOnce.keys().next().value;
      if (oldest === undefined) break;
      askedOnce.delete(oldest);
    }
    return true;
  };
  const keepEntry = (key: string, entry: Entry) => {
    const [kept, limit] = entry.status === 404 ? [missing, maxMissing] : [entries, maxEntries];
    kept.delete(key);
    kept.set(key, entry);
    while (kept.size > limit) {
      const oldest = kept.keys().next().value;
      if (oldest === undefined) break;
      kept.delete(oldest);
    }
  };
  const write = (request: IncomingMessage, response: ServerResponse, entry: Entry) => {
    response.writeHead(entry.status, entry.headers);
    response.end(request.method === 'HEAD' ? undefined : entry.body);
  };

  return {
    get size() {
      return entries.size + missing.size;
    },

    clear() {
      entries.clear();
      missing.clear();
      askedOnce.clear();
    },

    remember(keep) {
      return async (c, next) => {
        await next();
        // The URL as the client sent it (@hono/node-server's bindings); absent in app.request().
        const url = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.url;
        if (!url || c.req.method !== 'GET') return;
        if (
          !plainGet('GET', {
            'if-none-match': c.req.header('if-none-match'),
            'if-modified-since': c.req.header('if-modified-since'),
            range: c.req.header('range'),
          })
        )
          return;
        const res = c.res;
        if (res.status !== 200 && res.status !== 404) return;
        if (
          res.headers.has('set-cookie') ||
          /no-store/i.test(res.headers.get('cache-control') ?? '')
        )
          return;
        const length = Number(res.headers.get('content-length'));
        if (!Number.isInteger(length) || length <= 0 || length > maxBodyBytes) return;
        const encoding = encodingOf(c.req.header('accept-encoding'));
        if (fallbacks.has(res)) {
          const body = knownBodies.get(res);
          if (body?.byteLength === length) {
            fallbackEntries.set(encoding, {
              expires: now() + ttlMs,
              status: res.status,
              headers: Object.fromEntries(res.headers),
              body,
            });
          }
        }
        if (!keep(new URL(c.req.url).pathname)) return;
        const key = keyOf(url, encoding);
        if (res.status === 404 && firstAsking(key)) return;
        const body = knownBodies.get(res) ?? new Uint8Array(await res.clone().arrayBuffer());
        if (body.byteLength !== length) return;
        keepEntry(key, {
          expires: now() + ttlMs,
          status: res.status,
          headers: Object.fromEntries(res.headers),
          body,
        });
      };
    },

    answerFallbackWhen(test) {
      fallbackWhen = test;
    },

    answer(request, response) {
      if (!request.url || !plainGet(request.method, request.headers)) return false;
      const encoding = encodingOf(request.headers['accept-encoding']);
      const key = keyOf(request.url, encoding);
      const kept = entries.has(key) ? entries : missing;
      const entry = kept.get(key);
      if (entry && now() < entry.expires) {
        write(request, response, entry);
        return true;
      }
      if (entry) kept.delete(key);
      const fallback = fallbackEntries.get(encoding);
      if (!fallback || now() >= fallback.expires || !fallbackWhen?.(request)) return false;
      write(request, response, fallback);
      // A URL asked again is answered from its own entry, as any not-found URL asked again.
      if (!firstAsking(key)) keepEntry(key, fallback);
      return true;
    },
  };
}
