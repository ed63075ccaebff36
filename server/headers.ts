/**
 * Response headers shared by the production server (server/app.ts) and the host rules written at
 * build time (scripts/build/host-rules.ts): security headers, the Content-Security-Policy and the
 * caching policy. Pure functions only, so both sides produce byte-identical values.
 */
import { analyticsConnectSources, analyticsTagOrigin } from '../src/site/analytics';

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
 * `scriptSources` are those hashes (quoted here when they are not already) and, on pages that
 * load the analytics tag, its origin (https://www.googletagmanager.com, see server/csp.ts): then
 * `connect-src` also allows the tag's collection endpoints. Images already may come from any
 * https origin. Without the tag the policy is same-origin for everything but images.
 * `upgrade-insecure-requests` is left out on purpose: the server is also used over plain http on
 * localhost (tests, previews); TLS is the job of the proxy / host in front of it.
 */
export function contentSecurityPolicy(
  scriptSources: readonly string[] = [],
  contentOrigin: string | null = wordpressImageOrigin(),
): string {
  const unique = [...new Set(scriptSources)];
  const scriptSrc = ["'self'", ...unique].map(quoteSource).join(' ');
  const connectSrc = [
    "'self'",
    ...(unique.includes(analyticsTagOrigin) ? analyticsConnectSources : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https:${contentOrigin ? ` ${contentOrigin}` : ''}`,
    "font-src 'self'",
    `connect-src ${connectSrc.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The WordPress site the Insights content comes from (WORDPRESS_URL), whose featured and body
 * images the pages show: allowed as an image source by origin (a local WordPress is plain http).
 */
export function wordpressImageOrigin(value = process.env.WORDPRESS_URL): string | null {
  if (!value) return null;
  try {
    const { origin, protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/** `sha256-…` → `'sha256-…'`; already quoted sources and https origins are kept as they are. */
function quoteSource(source: string): string {
  return source.startsWith("'") || source.startsWith('https://') ? source : `'${source}'`;
}

/** Every security header, the CSP allowing the given script sources (hashes, tag) included. */
export function securityHeaders(scriptSources: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptSources),
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
