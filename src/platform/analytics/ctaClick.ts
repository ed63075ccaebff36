/**
 * Call-to-action click tracking. One click is reported three ways: a beacon to
 * `POST /api/analytics/cta-click` (the server appends it to its log), a `cta_click` CustomEvent
 * on window (same detail, for page scripts), and a `cta_click` event on the tag layer. Nothing
 * here blocks navigation or throws: a failed beacon is ignored.
 */
import { ctaLabel, isContactHref } from '../../site/contactLink';
import { pushEvent } from './dataLayer';

export const ctaClickEndpoint = '/api/analytics/cta-click';
export const ctaClickEventName = 'cta_click';
/** Marks an element whose clicks our own code tracks: interception leaves it (and its content) alone. */
export const ctaTrackedAttribute = 'data-cta-tracked';
/**
 * The mark's value: 'cta' for a call to action (a static island reports its clicks from the
 * mark, as `LinkButton` does), '' for an element that reports its own clicks, or none.
 */
export type CtaTracked = 'cta' | '';
/** The mark as props, so the attribute's name is written here only. */
export const ctaTracked = (kind: CtaTracked) => ({ [ctaTrackedAttribute]: kind });
/** Selects a call to action marked 'cta'. */
export const trackedCtaSelector = `[${ctaTrackedAttribute}="cta"]`;
/** Selects any element our own code tracks. */
export const ownTrackedSelector = `[${ctaTrackedAttribute}]`;
/**
 * Whether a link is a call to action by where it leads: every link to the contact page is,
 * whichever component draws it (`Anchor` marks and reports it as `LinkButton` does).
 */
export function leadsToContact(href: string): boolean {
  return isContactHref(href);
}
/** Names where a call to action sits, on the element or any ancestor (`data-cta-location="hero"`). */
export const ctaLocationAttribute = 'data-cta-location';
/** The server's limit for each text field. */
const maxFieldLength = 500;

export interface CtaClick {
  /** The call to action, as a slug ('book-a-strategy-session'). */
  label: string;
  /** The path of the page it was clicked on. */
  from: string;
  /** Where on the page it sits ('hero', 'header', 'section:ready-to-unlearn-campaigns'). */
  location: string;
  /** 'intercepted' for calls to action found in content we did not build. */
  location_context?: string;
}

/** The event as sent: the click plus the time in milliseconds since the epoch. */
export interface CtaClickDetail extends CtaClick {
  timestamp: number;
}

declare global {
  interface WindowEventMap {
    cta_click: CustomEvent<CtaClickDetail>;
  }
}

function field(value: string | undefined, fallback: string): string {
  const trimmed = (value ?? '').trim().slice(0, maxFieldLength);
  return trimmed === '' ? fallback : trimmed;
}

function send(body: string): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      // A string body goes as text/plain;charset=UTF-8, which the endpoint accepts.
      if (navigator.sendBeacon(ctaClickEndpoint, body)) return;
    }
  } catch {
    // Fall through to fetch.
  }
  try {
    if (typeof fetch !== 'function') return;
    fetch(ctaClickEndpoint, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body,
    }).catch(() => undefined);
  } catch {
    // Failures are ignored: analytics never blocks a visitor or throws.
  }
}

/**
 * Report one call-to-action click: beacon (else fetch with keepalive), `cta_click` window event
 * and tag-layer event. Empty fields get safe defaults (the server refuses empty strings).
 * Returns the detail sent; does nothing on the server.
 */
export function trackCtaClick(click: CtaClick): CtaClickDetail | undefined {
  if (typeof window === 'undefined') return undefined;
  const detail: CtaClickDetail = {
    label: field(click.label, 'cta'),
    from: field(click.from, '/'),
    location: field(click.location, 'page'),
    timestamp: Date.now(),
  };
  if (click.location_context !== undefined) {
    detail.location_context = field(click.location_context, 'intercepted');
  }
  send(JSON.stringify(detail));
  try {
    window.dispatchEvent(new CustomEvent(ctaClickEventName, { detail }));
  } catch {
    // A listener's error must not stop the click.
  }
  pushEvent({ event: 'cta_click', ...detail });
  return detail;
}

/** The text of an element's label, as our components render it (without the new-tab note). */
function visibleText(element: Element): string {
  const text = (element.textContent ?? '').replace(/\(opens in a new tab\)/g, ' ').trim();
  if (text !== '') return text;
  return element.getAttribute('aria-label') ?? element.getAttribute('title') ?? '';
}

/**
 * The label of a call-to-action link: a contact link's `label` query parameter (the slug its
 * author chose) when present, else the visible text as a slug.
 */
export function ctaLinkLabel(element: Element, href: string | undefined): string {
  if (href) {
    try {
      const url = new URL(href, 'https://cta.invalid');
      const label = url.searchParams.get('label');
      if (isContactHref(url.pathname) && label) return label;
    } catch {
      // Not a URL: use the text.
    }
  }
  return ctaLabel(visibleText(element));
}

/** The text of the element an aria-labelledby points at, as a slug. */
function labelSlug(element: Element, attribute: 'aria-labelledby'): string {
  const ids = element.getAttribute(attribute)?.split(/\s+/).filter(Boolean) ?? [];
  const text = ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '');
  return ctaLabel(text.join(' '));
}

function namedLocation(kind: string, name: string): string {
  return name === '' ? kind : `${kind}:${name}`;
}

/**
 * Where a call to action sits, derived from the page structure, first rule that applies:
 * 1. the closest `data-cta-location` attribute (explicit);
 * 2. the closest `section[aria-labelledby]`: 'hero' when it is named by the page's h1,
 *    otherwise 'section:' + its heading as a slug;
 * 3. the closest `header` or `footer`: 'header' / 'footer';
 * 4. the closest dialog: 'dialog:' + its accessible name as a slug;
 * 5. the closest `nav`: 'nav:' + its aria-label as a slug;
 * 6. inside `main`: 'main'; else 'page'.
 */
export function ctaLocationOf(element: Element): string {
  const explicit = element.closest(`[${ctaLocationAttribute}]`);
  const explicitValue = explicit?.getAttribute(ctaLocationAttribute)?.trim();
  if (explicitValue) return explicitValue;

  const section = element.closest('section[aria-labelledby]');
  if (section) {
    const ids = section.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    const heading = ids.map((id) => section.ownerDocument.getElementById(id)).find(Boolean);
    if (heading?.tagName === 'H1') return 'hero';
    return namedLocation('section', labelSlug(section, 'aria-labelledby'));
  }

  const landmark = element.closest('header, footer');
  if (landmark) return landmark.tagName.toLowerCase();

  const dialog = element.closest('dialog, [role="dialog"], [role="alertdialog"]');
  if (dialog) {
    const name = dialog.hasAttribute('aria-label')
      ? ctaLabel(dialog.getAttribute('aria-label') ?? '')
      : labelSlug(dialog, 'aria-labelledby');
    return namedLocation('dialog', name);
  }

  const nav = element.closest('nav');
  if (nav) return namedLocation('nav', ctaLabel(nav.getAttribute('aria-label') ?? ''));

  return element.closest('main') ? 'main' : 'page';
}

/** The current page's path, or '/' when unknown. */
export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname || '/';
}

/**
 * Track a click on one of our calls to action (a LinkButton, or a Button that acts as one): label
 * from a contact link's query or the text, from = the current path, location = `location` or
 * derived from the page.
 */
export function trackCtaElementClick(
  element: Element,
  href?: string,
  location?: string,
): CtaClickDetail | undefined {
  return trackCtaClick({
    label: ctaLinkLabel(element, href),
    from: currentPath(),
    location: location?.trim() || ctaLocationOf(element),
  });
}
