/**
 * Call-to-action interception for content we did not build with our components
 * (WordPress articles and pages): contact-style links and buttons are found, pointed at the
 * contact page with attribution, and their clicks tracked.
 *
 * - When: 100 ms after start (the root starts it once hydrated), and 100 ms after a
 *   MutationObserver sees new links or buttons (debounced: a burst of insertions is one scan).
 * - Candidates: `a[href]`, `button`, `[role=button]`, `input[type=button|submit]`, except elements our own code tracks
 *   (`data-cta-tracked`, on the element or an ancestor), our design system's elements, never
 *   content (`data-rac` on what React Aria Components render, `data-ds` on our links), elements inside a `<form>` (its buttons
 *   submit what the visitor typed: redirecting them would lose it) and elements already
 *   intercepted (`data-cta-intercepted`).
 * - Matches: `isContactIntent(text)`, or a marker (`data-cta`, `data-contact`, `.cta`,
 *   `.btn-primary`) on the element. An excluded text (learn more, apply, subscribe ...) never
 *   matches, marker or not: exclusions always win.
 * - Links get `href` = the absolute contact URL (`ref=cta`, `from` = the current path,
 *   `label=intercepted-cta`); buttons navigate there when clicked. A click sends the beacon
 *   first (label = the normalised text as a slug, from = the path, location and
 *   location_context 'intercepted', timestamp in ms); it never blocks the navigation.
 */
import { currentPath, ownTrackedSelector, trackCtaClick } from '../../platform/analytics/ctaClick';
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
  if (element instanceof HTMLAnchorElement) {
    element.href = interceptedContactUrl(window.location.origin, currentPath());
  }
  element.addEventListener('click', (event) => {
    // A matched button inside a matched link: only the innermost reports the click.
    if (reportedClicks.has(event)) return;
    reportedClicks.add(event);

    const from = currentPath();
    const url = interceptedContactUrl(window.location.origin, from);
    trackCtaClick({
      label: ctaSlug(ctaText(element)) || interceptedLabel,
      from,
      location: interceptedContext,
      location_context: interceptedContext,
    });
    if (element instanceof HTMLAnchorElement) {
      // The page may have changed path since the scan (client-side navigation): refresh `from`.
      element.href = url;
      return;
    }
    event.preventDefault();
    navigate(url);
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
