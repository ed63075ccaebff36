import { type GlobalStyleRule, globalStyle as unlayeredGlobalStyle } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../../tokens/focus';
import { anchorScrollPadding } from '../../tokens/scale';
import { scale } from '../../tokens/theme.css';
import { inDesignSystem } from './layers.css';

/** Element styles live in the design-system layer (see ./layers.css.ts), under any class. */
const globalStyle = (selector: string, rule: GlobalStyleRule) =>
  unlayeredGlobalStyle(selector, inDesignSystem(rule) as GlobalStyleRule);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: scale.font.body,
  fontSize: '100%',
  lineHeight: scale.lineHeight.normal,
  color: vars.color.foreground.body,
  backgroundColor: vars.color.background.body,
  WebkitTextSizeAdjust: '100%',
  textRendering: 'optimizeLegibility',
  WebkitFontSmoothing: 'antialiased',
  scrollPaddingTop: anchorScrollPadding,
  // Room at the bottom for an element fixed there: set inline by useFixedBottomRoom, with the
  // body's bottom padding.
});

globalStyle('html:focus-within', {
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  lineHeight: scale.lineHeight.snug,
  fontWeight: scale.fontWeight.bold,
  letterSpacing: '-0.015em',
  textWrap: 'balance',
});

globalStyle('p', { margin: 0, textWrap: 'pretty' });
globalStyle('ul, ol', { margin: 0 });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.foreground.link });

/**
 * Before hydration (and without JavaScript) React Aria has not yet marked keyboard focus with
 * `data-focus-visible`, which the components style: until then, every focused control shows the
 * design system's ring through the browser's own :focus-visible.
 */
globalStyle(':root:not([data-hydrated]) :focus-visible', focusRing);

globalStyle('::selection', {
  backgroundColor: vars.color.background.accent,
  color: vars.color.foreground.onAccent,
});

// With motion reduced, animations run for a blink (their end events still fire: React Aria's
// overlays wait for them) and nothing transitions. A transition of 0.01 ms would not do: the
// initial transition-property is `all`, so every element would transition every property that
// changes (a theme switch fades the colour of every element for a frame, and a script that reads
// a colour then gets the old theme's).
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
