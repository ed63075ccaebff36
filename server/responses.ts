/**
 * The server's plain responses: JSON and text answers that are never cached, and the
 * conditional-request check. Pages and files have their own (server/pages.ts).
 */

const noStore = 'no-store';

/** A JSON body, never cached. */
export function jsonResponse(
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': noStore,
      ...extra,
    },
  });
}

/** `{ "error": "…" }` with its status, never cached. */
export function jsonError(status: number, error: string, extra: Record<string, string> = {}) {
  return jsonResponse(status, { error }, extra);
}

/** A short plain-text answer ('ok', 'Method Not Allowed'), never cached. */
export function textResponse(
  status: number,
  text: string,
  extra: Record<string, string> = {},
): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': noStore, ...extra },
  });
}

/** Buffers read from disk or zlib are plain ArrayBuffer-backed views; the DOM types want it said. */
export function asBody(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes as Uint8Array<ArrayBuffer>;
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
