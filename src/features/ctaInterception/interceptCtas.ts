/**
 * Call-to-action interception for content we did not build with our components
 * (WordPress articles and pages): contact-style links and buttons, and every link to the contact
 * page, are found, pointed at the contact page with attribution, and their clicks tracked.
 *
 * - When: 100 ms after start (the root starts it once hydrated), and 100 ms after a
 *   MutationObserver sees new links or buttons (debounced: a burst of insertions is one scan).
 * - Candidates: `a[href]`, `button`, `[role=button]`, `input[type=button|submit]`, except elements our own code tracks
 *   (`data-cta-tracked`, on the element or an ancestor), our design system's elements, never
 *   content (`data-rac` on what React Aria Components render, `data-ds` on our links), elements inside a `<form>` (its buttons
 *   submit what the visitor typed: redirecting them would lose it) and elements already
 *   intercepted (`data-cta-intercepted`).
 * - Matches: a link to the contact page (whatever its text: it leads there already), else
 *   `isContactIntent(text)`, or a marker (`data-cta`, `data-contact`, `.cta`, `.btn-primary`) on
 *   the element. An excluded text (learn more, apply, subscribe ...) never matches, marker or
 *   not: exclusions win over everything but a link to the contact page.
 * - Links get `href` = the absolute contact URL (`ref=cta`, `from` = the current path,
 *   `label=intercepted-cta`), except that attribution a link to the contact page already
 *   carries is kept: a report's `ref=report&from=/insights/…&label=report_cta` stays as its
 *   author wrote it, and only the keys it lacks are added. Buttons navigate to the contact URL
 *   when clicked. A click sends the beacon first (label = the link's own `label`, else the
 *   normalised text as a slug; from = the path, location and location_context 'intercepted',
 *   timestamp in ms); it never blocks the navigation.
 */
import { currentPath, ownTrackedSelector, trackCtaClick } from '../../platform/analytics/ctaClick';
import { attributionParams, isContactHref } from '../../site/contactLink';
import { ctaSlug, isContactIntent, isExcludedCtaText } from './contactIntent';

/** The wait before a scan: after interception starts, and after new links or buttons appear. */
export const interceptionScanDelayMs = 100;
/** Set on every intercepted element: re-scans skip it. */
export const interceptedAttribute = 'data-cta-intercepted';
export const interceptedLabel = 'intercepted-cta';
export const interceptedContext = 'intercepted';

const candidateSelector =
  'a[href], button, [role="button"], input[type="button"], input[type="submit"]';
const markerSelector = '[data-cta], [data-contact], .cta, .btn-primary';

/** The absolute contact URL an intercepted call to action leads to. */
export function interceptedContactUrl(origin: string, from: string): string {
  const query = new URLSearchParams({ ref: 'cta', from, label: interceptedLabel });
  return `${origin}/contact?${query.toString()}`;
}

/** A link's href as a URL of this site's contact page, or null (another page, another site, no URL). */
function contactPageUrl(href: string, origin: string): URL | null {
  try {
    const url = new URL(href, origin);
    return url.origin === origin && isContactHref(url.pathname) ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether a link leads to this site's contact page as its author wrote it: a fragment of the
 * page it is on (`#main`, on the contact page itself) or an empty href is not a link there.
 */
function isContactPageLink(link: HTMLAnchorElement): boolean {
  const authored = link.getAttribute('href')?.trim() ?? '';
  if (authored === '' || authored.startsWith('#')) return false;
  return contactPageUrl(authored, window.location.origin) !== null;
}

/**
 * Where an intercepted link leads: a link to the contact page keeps the attribution it carries
 * (`ref`, `from`, `label`) and gets the interception's only for the keys it lacks (the rest of
 * its query kept too); any other link gets the interception's contact URL. `href` is the link's
 * own, as its author wrote it.
 */
export function interceptedLinkUrl(href: string, origin: string, from: string): string {
  const intercepted = new URL(interceptedContactUrl(origin, from));
  const own = contactPageUrl(href, origin);
  if (!own) return intercepted.href;
  const missing = attributionParams.filter((name) => !own.searchParams.get(name)?.trim());
  if (missing.length === 0) return own.href;
  for (const name of missing) own.searchParams.set(name, intercepted.searchParams.get(name) ?? '');
  return own.href;
}

/** The `label` a link to the contact page carries, or '' (the label its author chose). */
function ownLabel(href: string | null, origin: string): string {
  return (href && contactPageUrl(href, origin)?.searchParams.get('label')?.trim()) || '';
}

/** The text a call to action shows (or its accessible name when it shows none). */
function ctaText(element: Element): string {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text !== '') return text;
  return (
    element.getAttribute('aria-label') ??
    element.getAttribute('title') ??
    (element instanceof HTMLInputElement ? element.value : '')
  );
}

/** Whether an element is a contact-style call to action we should intercept. */
export function isInterceptable(element: Element): boolean {
  if (!element.matches(candidateSelector)) return false;
  if (element.hasAttribute(interceptedAttribute)) return false;
  if (element.hasAttribute('data-rac') || element.hasAttribute('data-ds')) return false;
  if (element.closest(ownTrackedSelector) || element.closest('form')) return false;
  // A link to a place on the same page ('Contact us' in a list of contents) goes there, whatever
  // its words say.
  if (element.getAttribute('href')?.startsWith('#')) return false;
  if (element instanceof HTMLAnchorElement && isContactPageLink(element)) return true;
  const text = ctaText(element);
  if (isExcludedCtaText(text)) return false;
  return isContactIntent(text) || element.matches(markerSelector);
}

export interface InterceptionOptions {
  /** How a matched button leaves the page; `location.assign` unless told otherwise (tests). */
  navigate?: (url: string) => void;
}

const assign = (url: string) => window.location.assign(url);
/** Clicks already reported (a click bubbles through a matched button inside a matched link). */
const reportedClicks = new WeakSet<Event>();

/** Rewrite one matched element and track its clicks: beacon, then the link/redirect goes ahead. */
function intercept(element: Element, navigate: (url: string) => void): void {
  element.setAttribute(interceptedAttribute, '');
  // The link as its author wrote it: what it carries is read from this, not from our rewrite.
  const authored = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null;
  const linkUrl = (from: string) =>
    interceptedLinkUrl(authored ?? '', window.location.origin, from);
  if (element instanceof HTMLAnchorElement) {
    const url = linkUrl(currentPath());
    if (url !== element.href) element.href = url;
  }
  element.addEventListener('click', (event) => {
    // A matched button inside a matched link: only the innermost reports the click.
    if (reportedClicks.has(event)) return;
    reportedClicks.add(event);

    const from = currentPath();
    trackCtaClick({
      label:
        ownLabel(authored, window.location.origin) || ctaSlug(ctaText(element)) || interceptedLabel,
      from,
      location: interceptedContext,
      location_context: interceptedContext,
    });
    if (element instanceof HTMLAnchorElement) {
      // The page may have changed path since the scan (client-side navigation): refresh the
      // `from` the interception added (a link's own is kept).
      const url = linkUrl(from);
      if (url !== element.href) element.href = url;
      return;
    }
    event.preventDefault();
    navigate(interceptedContactUrl(window.location.origin, from));
  });
}

/** Scan `root` once; returns the elements intercepted by this scan. */
export function scanForCtas(
  root: ParentNode = document,
  { navigate = assign }: InterceptionOptions = {},
): Element[] {
  const matched = [...root.querySelectorAll(candidateSelector)].filter(isInterceptable);
  for (const element of matched) intercept(element, navigate);
  return matched;
}

/** Whether a mutation added a link or button (itself or inside an added subtree). */
function addsCandidates(mutations: MutationRecord[]): boolean {
  return mutations.some((mutation) =>
    [...mutation.addedNodes].some(
      (node) =>
        node instanceof Element &&
        (node.matches(candidateSelector) || node.querySelector(candidateSelector) !== null),
    ),
  );
}

/**
 * Start intercepting: one scan after the delay, then one after each burst of new links or
 * buttons. Returns the stop function (clears the timer and the observer; rewritten elements
 * keep their new links).
 */
export function startCtaInterception(
  root: HTMLElement = document.body,
  options: InterceptionOptions = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      scanForCtas(root, options);
    }, interceptionScanDelayMs);
  };
  const observer = new MutationObserver((mutations) => {
    if (addsCandidates(mutations)) schedule();
  });
  observer.observe(root, { childList: true, subtree: true });
  schedule();
  return () => {
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}
