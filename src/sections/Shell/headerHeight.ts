/**
 * The fixed header's height in CSS pixels: 64 below the desktop breakpoint, 72 from it on.
 * The header is `position: fixed`, so the page must reserve this space: pages (or the root)
 * pad the top of `<main>` by it. `mainOffset` in `SiteHeader.css.ts` does exactly that.
 */
export const headerHeight = { mobile: 64, desktop: 72 } as const;

/** Past this many pixels of scroll the header turns translucent. */
export const headerScrollThreshold = 20;
