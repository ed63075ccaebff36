import {
  type RefObject,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { syncEarlyInput } from './earlyInput';

/** What shows that a visitor is about to use a control: a pointer over it, focus in it, a press. */
const triggers = ['pointerover', 'focusin', 'click'] as const;

/**
 * A swap must not land in the middle of a press: a pointer held down (or Space held) on the
 * fallback, whose click or activation would then reach an element that is gone. Hovering or
 * touching starts the load, so the chunk can well arrive between pointerdown and click (a tap
 * on a phone does both within about 100 ms). Swaps that come during a press wait until it has
 * been delivered: the click that follows the release, or 100 ms when none does (a drag).
 */
let pressing = false;
let held: Array<() => void> = [];
/** A press held longer than this is a drag or a text selection, not a tap: stop holding. */
let longPress: ReturnType<typeof setTimeout> | undefined;
function flushHeld() {
  const waiting = held;
  held = [];
  for (const swap of waiting) swap();
}
function press() {
  pressing = true;
  clearTimeout(longPress);
  longPress = setTimeout(release, 3000);
}
function release() {
  if (!pressing) return;
  pressing = false;
  clearTimeout(longPress);
  // Most presses hold nothing back: they need no waiting.
  if (held.length === 0) return;
  const afterClick = () => {
    clearTimeout(timer);
    setTimeout(flushHeld, 0);
  };
  const timer = setTimeout(() => {
    document.removeEventListener('click', afterClick, true);
    flushHeld();
  }, 100);
  document.addEventListener('click', afterClick, { capture: true, once: true });
}
if (typeof document !== 'undefined') {
  const options = { capture: true, passive: true };
  document.addEventListener('pointerdown', press, options);
  document.addEventListener('pointerup', release, options);
  document.addEventListener('pointercancel', release, options);
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === ' ' && !event.repeat) press();
    },
    options,
  );
  document.addEventListener(
    'keyup',
    (event) => {
      if (event.key === ' ') release();
    },
    options,
  );
}
/** Runs `swap` now, or once the press under way has been delivered. */
function afterPress(swap: () => void) {
  if (pressing) held.push(swap);
  else swap();
}

/**
 * Loads a control's React Aria version when the visitor first comes to use it, and until then
 * keeps its HTML fallback (a native `<details>`, plain radios), which works on its own. The
 * widgets' code is then no part of what a page loads before interaction: it is fetched when a
 * pointer moves over the control, focus enters it or it is pressed, and swapped in, in a
 * transition, by the time the visitor acts (the swap keeps an open fallback open and, with
 * `useFocusKeptThroughSwap`, its focus).
 *
 * `ref`: the fallback's element, or a container that holds both versions. While it waits it
 * carries `data-enhance="pending"` (then `loading`; `failed` if the chunk could not be fetched,
 * and the fallback stays). `whenMedia`: only once this media query matches, for a control that is
 * hidden otherwise. `eager`: load right after hydration (a story that shows the control open).
 * `within`: a selector for a larger area whose use also loads it (a form's select loads when
 * the visitor starts on the form, so it has swapped in by the time they reach it).
 * `beforeSwap`: reads what the visitor did with the fallback (opened it, chose, typed, focused)
 * so the React Aria version starts from it. It runs just before the swap, not when the chunk
 * arrives: a press delivered between the two (a swap held back by it) is carried over too.
 * Returns the loaded module, or null while the fallback is shown (always while hydrating).
 */
export function useEnhancement<T>(
  load: () => Promise<T>,
  ref: RefObject<HTMLElement | null>,
  {
    whenMedia,
    eager = false,
    within,
    beforeSwap,
  }: { whenMedia?: string; eager?: boolean; within?: string; beforeSwap?: () => void } = {},
): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  // The render's own reading (its props and setters), whenever the swap comes.
  const beforeSwapRef = useRef(beforeSwap);
  // The fallback has hydrated (its part of the page may hydrate after the rest): what the visitor
  // typed or chose in it before React listened reaches its state now, before it renders again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the fallback hydrates
  useLayoutEffect(() => {
    if (ref.current) syncEarlyInput(ref.current);
  }, []);
  useEffect(() => {
    beforeSwapRef.current = beforeSwap;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new function each render; the first one loads
  useEffect(() => {
    if (loaded) {
      ref.current?.removeAttribute('data-enhance');
      return;
    }
    let cancelled = false;
    let detach = () => {};
    const fetchModule = () => {
      detach();
      const element = ref.current;
      if (element) element.dataset.enhance = 'loading';
      load().then(
        (module) => {
          afterPress(() => {
            if (cancelled) return;
            beforeSwapRef.current?.();
            startTransition(() => setLoaded({ module }));
          });
        },
        () => {
          if (element) element.dataset.enhance = 'failed';
        },
      );
    };
    const listen = () => {
      const element = ref.current;
      if (eager || !element) {
        fetchModule();
        return;
      }
      element.dataset.enhance = 'pending';
      const area = (within && element.closest<HTMLElement>(within)) || element;
      for (const type of triggers) area.addEventListener(type, fetchModule, { passive: true });
      detach = () => {
        for (const type of triggers) area.removeEventListener(type, fetchModule);
      };
    };
    const query =
      whenMedia && typeof window.matchMedia === 'function' ? window.matchMedia(whenMedia) : null;
    const onMediaChange = () => {
      if (query?.matches) {
        query.removeEventListener('change', onMediaChange);
        listen();
      }
    };
    if (!query || query.matches) listen();
    else query.addEventListener('change', onMediaChange);
    return () => {
      cancelled = true;
      detach();
      query?.removeEventListener('change', onMediaChange);
    };
  }, [loaded, whenMedia, eager, within, ref]);
  return loaded?.module ?? null;
}
