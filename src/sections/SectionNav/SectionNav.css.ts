import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing, focusRingInset } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { sectionOffset } from '../../features/scrollSpy/offsets';
import { withoutScripts } from '../../styles/scripting';
import { headerHeight } from '../Shell/headerHeight';

/**
 * The bar fills the space between the fixed header and the 120 px section offset: 56 px under
 * the 64 px mobile header, 48 px under the 72 px desktop header. A section reached from the bar
 * therefore starts right under it.
 */
const barHeight = {
  mobile: sectionOffset - headerHeight.mobile,
  desktop: sectionOffset - headerHeight.desktop,
} as const;

/** Sticks just under the site's fixed header while its sections scroll past. */
export const bar = style({
  position: 'sticky',
  insetBlockStart: `${headerHeight.mobile}px`,
  zIndex: scale.zIndex.sticky,
  height: `${barHeight.mobile}px`,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.body,
  color: vars.color.foreground.body,
  '@media': {
    [media.desktop]: {
      insetBlockStart: `${headerHeight.desktop}px`,
      height: `${barHeight.desktop}px`,
    },
    [media.forcedColors]: { borderBlockEndColor: 'CanvasText' },
  },
});

export const inner = style({
  height: '100%',
});

/**
 * The items in one row that scrolls sideways when it does not fit (phones); the scrollbar is
 * hidden, the row is kept scrolled to the current item and every link is reachable by Tab.
 */
export const list = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  gap: scale.space.xxs,
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
  },
  '@media': {
    [media.tablet]: { gap: scale.space.sm },
  },
});

export const item = style({
  display: 'flex',
  flexShrink: 0,
});

/** A plain in-page anchor (not a router link); the current one is accent with a bar under it. */
export const link = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: scale.space.sm,
  borderRadius: scale.radius.sm,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `color ${scale.duration.fast} ${scale.easing.standard}, background-color ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    '&:hover': {
      color: vars.color.foreground.body,
      backgroundColor: vars.color.background.surface,
    },
    '&[aria-current]': { color: vars.color.foreground.accent },
    '&[aria-current]::after': {
      content: '""',
      position: 'absolute',
      insetInline: scale.space.sm,
      insetBlockEnd: 0,
      height: '3px',
      borderStartStartRadius: '2px',
      borderStartEndRadius: '2px',
      backgroundColor: 'currentColor',
    },
    /* Inset, so the overflow of the scrolling row cannot clip it. */
    '&:focus-visible': focusRingInset,
    // Without JavaScript nothing follows the scroll: no item is drawn as current.
    [`${withoutScripts} &[aria-current]`]: { color: vars.color.foreground.muted },
    [`${withoutScripts} &[aria-current]::after`]: { display: 'none' },
  },
  '@media': {
    [media.tablet]: { fontSize: scale.fontSize.md },
    [media.forcedColors]: {
      selectors: {
        '&[aria-current]::after': { backgroundColor: 'Highlight', forcedColorAdjust: 'none' },
      },
    },
  },
});

/* The `contents` variant: 'On this page', a list of every section of a long document. */

export const contents = style({
  padding: scale.space.lg,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
  color: vars.color.foreground.body,
  '@media': {
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const contentsHeading = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  letterSpacing: '0.04em',
  lineHeight: scale.lineHeight.snug,
  textTransform: 'uppercase',
});

export const contentsList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xxs,
  margin: 0,
  marginBlockStart: scale.space.sm,
  padding: 0,
  listStyle: 'none',
});

/**
 * A plain in-page anchor, underlined as every text link is (WCAG 1.4.1); at least 24 px tall
 * with its padding (WCAG 2.5.8).
 */
export const contentsLink = style({
  display: 'inline-block',
  paddingBlock: scale.space.xxs,
  borderRadius: scale.radius.sm,
  color: vars.color.foreground.link,
  fontSize: scale.fontSize.md,
  lineHeight: scale.lineHeight.snug,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&[aria-current]': { color: vars.color.foreground.body, fontWeight: scale.fontWeight.semibold },
    '&:focus-visible': focusRing,
  },
});
