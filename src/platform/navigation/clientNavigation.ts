import { withCampaignParams } from '../../site/campaignParams';

/**
 * Whether a click on a link should be a client-side navigation: a plain primary click (no
 * modifier: those open a new tab or window, or download) on a same-origin link that opens in
 * this tab and is no download, to a page rather than a file (`/insights/feed.xml`). The same
 * rules as React Aria's links, and files left to the browser.
 */
export function isClientNavigation(
  link: HTMLAnchorElement,
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>,
): boolean {
  const target = link.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin &&
    // A file (a feed, a PDF, the sitemap) is no page of the router's: the browser opens it.
    !/\.[a-z0-9]+$/i.test(link.pathname)
  );
}

/**
 * The address a link leads to from the page at `current` (its path and query): a link to
 * another view of the same page (a list's filter, Clear Filters) keeps the visit's campaign and
 * click-id params, which describe the visit, not the view; a link to another page is followed
 * as it is written.
 */
export function samePageHref(href: string, current: { pathname: string; searchStr: string }) {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const pathname = href.replace(/[?#].*$/, '');
  return pathname === current.pathname ? withCampaignParams(href, current.searchStr) : href;
}
