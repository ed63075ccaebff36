import { useEffect } from 'react';
import { startCtaInterception } from './interceptCtas';

/**
 * Intercept contact-style calls to action in content we did not build (see interceptCtas.ts).
 * Call once, in the root layout: the effect runs after hydration (never during prerender), and
 * the observer stops when the layout unmounts.
 */
export function useCtaInterception(): void {
  useEffect(() => startCtaInterception(document.body), []);
}
