/**
 * Response headers shared by the production server (server/app.ts) and the host rules written at
 * build time (scripts/host-rules.ts): security headers, the Content-Security-Policy and the
 * caching policy. Pure functions only, so both sides produce byte-identical values.
 */

/** Security headers sent with every response, except the Content-Security-Policy (per page). */
export const baseSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
});

/**
 * The Content-Security-Policy of a page. Scripts: same origin files, plus exactly the inline
 * scripts of that page by their sha256 hash (see server/csp.ts); never 'unsafe-inline'.
 * `upgrade-insecure-requests` is left out on purpose: the server is also used over plain http on
 * localhost (tests, previews); TLS is the job of the proxy / host in front of it.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const scriptSrc = ["'self'", ...new Set(scriptHashes).values()].map(quoteSource).join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** `sha256-…` → `'sha256-…'`; already quoted sources are kept. */
function quoteSource(source: string): string {
  return source.startsWith("'") ? source : `'${source}'`;
}

/** Every security header, the CSP allowing the given inline script hashes included. */
export function securityHeaders(scriptHashes: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    ...baseSecurityHeaders,
  };
}

/** Vite's content-hashed build output: the name changes whenever the content does. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Everything else (pages, favicon, og images, robots.txt…): cache, but revalidate every time. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';
/** URL prefix of the hashed assets. */
export const HASHED_ASSETS_PREFIX = '/assets/';

/** The Cache-Control of a file that exists at `urlPath` (never use it for a 404). */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith(HASHED_ASSETS_PREFIX)
    ? IMMUTABLE_CACHE_CONTROL
    : REVALIDATE_CACHE_CONTROL;
}
