import { type RefObject, useEffect } from 'react';

/**
 * The room, in px, that elements fixed to the bottom of the window take: the page's bottom
 * scroll padding and the body's bottom padding read it (src/styles/global.css.ts).
 */
export const fixedBottomRoomProperty = '--fixed-bottom-room';

/** The window height each fixed bottom element covers now (0 while it is not displayed). */
const covered = new Map<HTMLElement, number>();

/** A little air between a focused control and the top of the element that would hide it. */
const gap = 8;

function applyRoom() {
  const room = Math.max(0, ...covered.values());
  const root = document.documentElement.style;
  if (room > 0) root.setProperty(fixedBottomRoomProperty, `${Math.ceil(room) + gap}px`);
  else root.removeProperty(fixedBottomRoomProperty);
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
    // Without ResizeObserver (old browsers): measured now and when the window resizes.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    measure();
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      covered.delete(element);
      applyRoom();
    };
  }, [ref]);
}
