import { useCallback, useEffect, useRef, useState } from 'react';
import { activeSection, type SectionBox } from './activeSection';
import { activeLine } from './offsets';

/** A held section is released once the page has not scrolled for this long. */
const settleDelay = 150;
/**
 * Before the held scroll's first event, wait longer: a busy phone (or a test machine running two
 * browsers) can take well over half a second to start a smooth scroll, and releasing first would
 * flash the section at the top, then each one scrolled past, as current. A section already where
 * the scroll would take it is released after `settleDelay` instead (no scroll will come).
 */
const startDelay = 3000;
/** After `scrollend`, wait this long for a scroll that takes over (the router's hash scroll). */
const scrollEndGrace = 50;
/**
 * Where the browser fires `scrollend`, that event ends the hold, and a pause between scroll
 * events (a busy main thread can hold them back for a few hundred ms mid-scroll) is only a
 * fallback after this long; elsewhere `settleDelay` decides.
 */
const scrollEndFallback = 1000;

export interface UseActiveSectionOptions {
  /** The line, in px from the top of the viewport, that the current section spans. */
  line?: number;
  /** Off: the hook neither measures nor listens (a controlled or static navigation). */
  enabled?: boolean;
}

export interface ActiveSectionState {
  /**
   * The current section's id. `undefined` until the page has been measured after hydration, so
   * the server-rendered HTML (what visitors without JavaScript get) claims no current section.
   */
  activeId: string | undefined;
  /**
   * Makes `id` current at once and keeps it current while the scroll that follows runs, so the
   * sections scrolled past on the way do not flash current. Released when the scroll ends
   * (`scrollend`, or no scroll event for a moment) or when the visitor scrolls by wheel or touch.
   */
  hold: (id: string) => void;
}

/**
 * Whether the section is already where scrolling to it would put it (its top at its scroll
 * margin), or the page cannot scroll further down: no scroll will follow a jump to it.
 */
function atScrollTarget(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return true;
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const top = element.getBoundingClientRect().top;
  const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
  return Math.abs(top - margin) < 2 || (top > margin && atBottom);
}

/** The id in the URL's hash, if any. */
function hashId(): string {
  const raw = window.location.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Scroll spy: which of the sections with `ids` (in page order) is current. Measures every
 * section's box on scroll and resize, at most once per animation frame, and applies
 * `activeSection`. On load with a hash naming one of the sections, that section is current.
 * Before the first measurement (in the prerendered HTML) the first section is current, as it is
 * at the top of the page, so hydration changes nothing there.
 */
export function useActiveSection(
  ids: ReadonlyArray<string>,
  { line = activeLine, enabled = true }: UseActiveSectionOptions = {},
): ActiveSectionState {
  const [activeId, setActiveId] = useState<string | undefined>(enabled ? ids[0] : undefined);
  const idKey = ids.join(' ');
  const holding = useRef(false);
  const stopHold = useRef<() => void>(() => {});
  const measureRef = useRef<() => void>(() => {});

  const hold = useCallback((id: string) => {
    stopHold.current();
    setActiveId(id);
    holding.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(release, delay);
    };
    const pause = 'onscrollend' in window ? scrollEndFallback : settleDelay;
    const onScroll = () => wait(pause);
    const onScrollEnd = () => wait(scrollEndGrace);
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
      window.removeEventListener('wheel', release);
      window.removeEventListener('touchstart', release);
      holding.current = false;
      stopHold.current = () => {};
    };
    function release() {
      stop();
      measureRef.current();
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', onScrollEnd);
    window.addEventListener('wheel', release, { passive: true });
    window.addEventListener('touchstart', release, { passive: true });
    stopHold.current = stop;
    wait(atScrollTarget(id) ? settleDelay : startDelay);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const sectionIds = idKey ? idKey.split(' ') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (holding.current) return;
      const boxes: SectionBox[] = [];
      for (const id of sectionIds) {
        const element = document.getElementById(id);
        if (!element) continue;
        const { top, bottom } = element.getBoundingClientRect();
        boxes.push({ id, top, bottom });
      }
      const next = activeSection(boxes, line);
      if (next !== undefined) setActiveId(next);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measureRef.current = measure;

    const initial = hashId();
    if (sectionIds.includes(initial)) hold(initial);
    else measure();

    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
      stopHold.current();
      measureRef.current = () => {};
    };
  }, [idKey, line, enabled, hold]);

  return { activeId, hold };
}
