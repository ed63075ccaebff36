/**
 * Theme-independent scales, as plain values. Media queries cannot read CSS variables, so
 * breakpoints live here as numbers and strings for use in `@media` keys.
 */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1280 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
  dark: '(prefers-color-scheme: dark)',
} as const;

export const fontFamily = {
  body: "'Inter Variable', 'Liberation Sans', Arial, sans-serif",
} as const;

/** Type scale: a 1.25 ratio, display sizes fluid between 390 px and 1280 px viewports. */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': 'clamp(1.75rem, 1.4rem + 1.2vw, 2.25rem)',
  '4xl': 'clamp(2rem, 1.45rem + 2.2vw, 3rem)',
  '5xl': 'clamp(2.375rem, 1.6rem + 3.2vw, 4rem)',
} as const;

export const lineHeight = { tight: '1.1', snug: '1.25', normal: '1.55', relaxed: '1.7' } as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  '2xl': '3rem',
  '3xl': '4rem',
  '4xl': '6rem',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '50',
  header: '100',
  overlay: '200',
  modal: '300',
  toast: '400',
  skipLink: '500',
} as const;

export const duration = { fast: '120ms', normal: '200ms', slow: '320ms' } as const;
export const easing = { standard: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

export const contentWidth = { text: '42rem', page: '76rem' } as const;

/**
 * `scroll-padding-top` of the page: anchor jumps stop this far below the top of the viewport,
 * clear of the fixed header (64/72 px) with some air.
 */
export const anchorScrollPadding = '5.5rem';
