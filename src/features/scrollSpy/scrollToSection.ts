import { sectionOffset } from './offsets';

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** True when the visitor asks for reduced motion (never on the server). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(reducedMotionQuery).matches === true;
}

/**
 * Writes `#id` into the URL without a new history entry, keeping the entry's state (the
 * router's entry key). Calls the browser's own `History.prototype.replaceState`: the client-side
 * router wraps `history.replaceState` to reload the route on every change, and would then run
 * its hash scroll and scroll restoration again in the middle of this scroll, for what is only a
 * change of hash within the page.
 */
function replaceHash(id: string): void {
  History.prototype.replaceState.call(window.history, window.history.state, '', `#${id}`);
}

/**
 * Scrolls the section with `id` to `offset` px below the top of the viewport (smoothly, or at
 * once under reduced motion), writes `#id` into the URL without a new history entry and moves
 * focus to the section without scrolling again, so keyboard and screen-reader users continue
 * from there. Returns false when there is no such element.
 */
export function scrollToSection(id: string, offset: number = sectionOffset): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // Whole pixels, as the page scrolls by: the section lands within half a pixel of the offset.
  const top = Math.max(0, Math.round(window.scrollY + target.getBoundingClientRect().top - offset));
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  if (window.location.hash !== `#${id}`) replaceHash(id);
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  return true;
}

/** A plain left click: anything else (new tab, new window) is left to the browser. */
export function isPlainClick(event: {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * A link to a section of the same page (`#id`) that scrolls there as `scrollToSection` does
 * (focus follows, instant under reduced motion): use as the link's `onClickCapture`. A click
 * with a modifier is left to the browser.
 */
export function sectionLinkClick(id: string) {
  return (event: {
    defaultPrevented: boolean;
    button: number;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    preventDefault: () => void;
  }) => {
    if (!isPlainClick(event) || !document.getElementById(id)) return;
    event.preventDefault();
    scrollToSection(id);
  };
}
