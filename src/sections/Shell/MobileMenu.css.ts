import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing, focusRingInset } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { current, focusVisible, hovered, pressed } from '../../styles/states';
import { headerHeight } from './headerHeight';

const gutter = style({
  paddingInline: scale.space.md,
  '@media': { [media.tablet]: { paddingInline: scale.space.xl } },
});

/** The hamburger toggle: icon and the visible word "Menu", 44 px high. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xs,
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  paddingInline: scale.space.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: scale.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  cursor: 'pointer',
  transition: `background-color ${scale.duration.fast} ${scale.easing.standard}`,
  // As the summary of the menu before hydration: no marker, the browser's own states.
  listStyle: 'none',
  selectors: {
    [`&${hovered}, &${pressed}, &:is(summary):hover, details[open] > &`]: {
      backgroundColor: vars.color.background.surface,
    },
    [`&${focusVisible}`]: focusRing,
    '&::-webkit-details-marker': { display: 'none' },
  },
  '@media': { [media.forcedColors]: { borderColor: 'ButtonText' } },
});

/** The menu before hydration: a native <details> (see `MenuFallback`). */
export const fallback = style({});

/** Its links, under the header down to the bottom of the window. */
export const fallbackPanel = style({
  position: 'fixed',
  insetBlock: `${headerHeight.mobile}px 0`,
  insetInline: 0,
  zIndex: scale.zIndex.overlay,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.body,
  color: vars.color.foreground.body,
});

export const toggleIcon = style({ width: '1.375rem', height: '1.375rem' });

/** Full-screen layer above the header. */
/** The dialog's own top bar, where the header was: the logo and the close button. */
export const topBar = style([
  gutter,
  {
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: scale.zIndex.raised,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: scale.space.md,
    minHeight: `${headerHeight.mobile}px`,
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.background.body,
  },
]);

export const body = style([
  gutter,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: scale.space.lg,
    paddingBlock: scale.space.md,
    paddingBlockEnd: scale.space['2xl'],
  },
]);

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const itemRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: scale.space.xs,
});

export const topLink = style({
  flexGrow: 1,
  display: 'flex',
  alignItems: 'center',
  minHeight: '3.25rem',
  paddingInline: scale.space.xxs,
  borderRadius: scale.radius.sm,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    [`&${hovered}`]: { color: vars.color.foreground.accent },
    [`&${current}`]: {
      color: vars.color.foreground.accent,
      textDecorationLine: 'underline',
      textUnderlineOffset: '0.25em',
    },
    [`&${focusVisible}`]: focusRingInset,
  },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 'none',
  borderRadius: scale.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.foreground.body,
  cursor: 'pointer',
  selectors: {
    [`&${hovered}, &[aria-expanded="true"]`]: { backgroundColor: vars.color.background.surface },
    [`&${focusVisible}`]: focusRing,
  },
  '@media': { [media.forcedColors]: { color: 'ButtonText' } },
});

export const chevron = style({
  width: '1.25rem',
  height: '1.25rem',
  transition: `transform ${scale.duration.normal} ${scale.easing.standard}`,
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
});

/** React Aria keeps a collapsed panel's box, so the panel has none: the inner list is padded. */
export const panel = style({});

export const submenu = style({
  display: 'grid',
  gap: '2px',
  margin: 0,
  paddingBlock: `0 ${scale.space.sm}`,
  paddingInline: 0,
  listStyle: 'none',
});

export const subLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: scale.space.md,
  borderRadius: scale.radius.md,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    [`&${hovered}`]: {
      backgroundColor: vars.color.background.surface,
      color: vars.color.foreground.body,
    },
    [`&${current}`]: {
      color: vars.color.foreground.accent,
      fontWeight: scale.fontWeight.semibold,
      textDecorationLine: 'underline',
      textUnderlineOffset: '0.25em',
    },
    [`&${focusVisible}`]: focusRingInset,
  },
});

export const cta = style({
  width: '100%',
});

export const themeRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: scale.space.md,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.medium,
});

export const closeButton = style([toggle, {}]);
