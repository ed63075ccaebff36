import { startTransition, useEffect, useState } from 'react';

/**
 * False while the server renders, while the client hydrates the prerendered HTML and until the
 * component's first effect; true after. A control that needs JavaScript renders its HTML fallback
 * until then, so hydration matches the HTML and the fallback keeps working until the script has
 * arrived (a page's content can hydrate after the shell, so no page-wide flag can say this).
 *
 * The switch is a transition: React renders the React Aria controls that replace the fallbacks
 * (the header's submenus and menu, a form's select) in small slices between other work, instead
 * of in the long synchronous task that ends hydration, where it would hold up the page's first
 * interaction. A component mounted later (after a client-side navigation) swaps in the same way;
 * its fallback looks the same, so the swap changes nothing a visitor sees.
 *
 * `whenMedia`: swap only once this media query matches, for a control that is hidden otherwise
 * (the desktop navigation on a phone): its fallback stays until the window grows to show it.
 */
export function useHydrated(whenMedia?: string): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const query =
      whenMedia && typeof window.matchMedia === 'function' ? window.matchMedia(whenMedia) : null;
    const update = () => {
      if (!query || query.matches) startTransition(() => setHydrated(true));
    };
    update();
    query?.addEventListener('change', update);
    return () => query?.removeEventListener('change', update);
  }, [whenMedia]);
  return hydrated;
}
