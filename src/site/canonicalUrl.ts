import { isCampaignParam } from './campaignParams';
import { site } from './config';

/**
 * Canonical addresses: without campaign and click-id parameters (src/site/campaignParams.ts),
 * repeated or trailing slashes. Apart from the head builder (src/site/metadata.ts), which pages
 * load only when a loader runs: structured data and content read it on every page.
 */

/** The canonical URL of a path (with or without query) on the site's origin. */
export function canonicalUrl(pathOrUrl: string, origin: string = site.origin): string {
  const url = new URL(pathOrUrl, origin);
  for (const key of [...url.searchParams.keys()]) {
    if (isCampaignParam(key)) url.searchParams.delete(key);
  }
  let pathname = url.pathname.replace(/\/{2,}/g, '/');
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  const search = url.searchParams.toString();
  return `${url.origin}${pathname === '/' ? '' : pathname}${search ? `?${search}` : ''}`;
}

/** The same page on another language host. */
export function alternateUrl(canonical: string, host: string): string {
  const url = new URL(canonical);
  url.host = host;
  return url.toString().replace(/\/$/, '');
}
