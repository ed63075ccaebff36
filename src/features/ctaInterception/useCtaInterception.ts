import { useEffect } from 'react';

/**
 * Intercept contact-style calls to action in content we did not build (see interceptCtas.ts).
 * Call once, in the root layout: the effect runs after hydration (never during prerender), and
 * the observer stops when the layout unmounts.
 */
export function useCtaInterception(): void {
  useEffect(() => {
    // Loaded after hydration, off the critical path: the first scan is 100 ms after start anyway.
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./interceptCtas').then(({ startCtaInterception }) => {
      if (!cancelled) stop = startCtaInterception(document.body);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
}
