import { type RefObject, useEffect } from 'react';

/** The window height each fixed bottom element covers now (0 while it is not displayed). */
const covered = new Map<HTMLElement, number>();

/** A little air between a focused control and the top of the element that would hide it. */
const gap = 8;

/**
 * The room goes straight into the two properties that need it, the page's bottom scroll padding
 * and the body's bottom padding. Neither is inherited, so only those two elements restyle; an
 * inherited custom property on the root would restyle every element of the page.
 */
function applyRoom() {
  const room = Math.max(0, ...covered.values());
  const value = room > 0 ? `${Math.ceil(room) + gap}px` : '';
  document.documentElement.style.scrollPaddingBottom = value;
  document.body.style.paddingBottom = value;
}

/**
 * Keeps keyboard focus from hiding behind an element fixed to the bottom of the window (the
 * contact page's bar, the cookie banner; WCAG 2.2 SC 2.4.11): while it shows, the page scrolls a
 * control reached with Tab into view above it (bottom scroll padding) and can scroll its last
 * controls above it too (bottom body padding). Several such elements: the tallest wins.
 */
export function useFixedBottomRoom(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // No client rects: not displayed (the contact bar from tablet widths up).
      const shown = element.getClientRects().length > 0;
      covered.set(element, shown ? window.innerHeight - element.getBoundingClientRect().top : 0);
      applyRoom();
    };
    // A ResizeObserver reports the element's first size after the next layout, so nothing here
    // forces one. Without it (old browsers): measured now and when the window resizes.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (observer) observer.observe(element);
    else measure();
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      covered.delete(element);
      applyRoom();
    };
  }, [ref]);
}
