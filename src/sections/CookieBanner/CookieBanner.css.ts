import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(1rem)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * A card fixed to the bottom of the window, above the page and the header but below modal
 * dialogs (the mobile menu). Never taller than 75% of the window, so the page stays visible
 * above it; its own content scrolls. Full width less a gutter on phones, a 36rem card at the
 * bottom left from tablets up.
 */
export const banner = style({
  position: 'fixed',
  insetInline: scale.space.sm,
  insetBlockEnd: scale.space.sm,
  zIndex: scale.zIndex.overlay,
  maxHeight: 'min(75vh, 40rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: scale.space.lg,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
  color: vars.color.foreground.body,
  boxShadow: vars.shadow.large,
  animation: `${rise} ${scale.duration.slow} ${scale.easing.standard}`,
  '@media': {
    [media.tablet]: {
      insetInlineStart: scale.space.lg,
      insetInlineEnd: 'auto',
      insetBlockEnd: scale.space.lg,
      width: '36rem',
      maxWidth: `calc(100vw - 2 * ${scale.space.lg})`,
      padding: scale.space.xl,
    },
    [media.reducedMotion]: { animation: 'none' },
    [media.forcedColors]: { border: '2px solid CanvasText' },
  },
});

/** The heading takes focus when the banner is opened on request: no ring on a heading. */
export const heading = style({
  fontSize: scale.fontSize.xl,
  outline: 'none',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  marginBlockStart: scale.space.sm,
});

export const text = style({
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});

export const categories = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const category = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: scale.space.xs,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&:last-child': { borderBlockEnd: `1px solid ${vars.color.border.subtle}` },
  },
});

export const categoryName = style({
  fontWeight: scale.fontWeight.semibold,
});

/** The line under a switch, aligned with its label (past the 2.75rem track and the gap). */
export const categoryDescription = style({
  paddingInlineStart: `calc(2.75rem + ${scale.space.sm})`,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
});

/** Buttons: full-width rows on phones, one wrapping row from tablets up. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  marginBlockStart: scale.space.lg,
  '@media': {
    [media.tablet]: { flexDirection: 'row', flexWrap: 'wrap' },
  },
});

/** The links to the cookie policy and the privacy notice, after the buttons. */
export const policies = style({
  marginBlockStart: scale.space.md,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});
