import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** Space between steps: the arrows sit in the middle of it. */
const gap = { mobile: scale.space.xl, desktop: scale.space['2xl'] } as const;
const padding = { mobile: scale.space.lg, tablet: scale.space.xl } as const;
const numberSize = '2.75rem';
const arrowSize = '2rem';

/** Steps stack on phones and tablets and sit side by side, one column each, on desktops. */
export const flow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: gap.mobile,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'none',
      gridAutoFlow: 'column',
      gridAutoColumns: 'minmax(0, 1fr)',
      gap: gap.desktop,
      selectors: {
        // Five or more steps: rows of three, so each card keeps a readable measure.
        '&[data-rows="3"]': {
          gridAutoFlow: 'row',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        },
      },
    },
  },
});

export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  padding: padding.mobile,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.body,
  selectors: {
    [`${flow}[data-card="raised"] &`]: {
      backgroundColor: vars.color.background.raised,
      boxShadow: vars.shadow.medium,
    },
  },
  '@media': {
    [media.tablet]: { padding: padding.tablet },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const number = style({
  display: 'grid',
  placeItems: 'center',
  width: numberSize,
  height: numberSize,
  marginBlockEnd: scale.space.xs,
  borderRadius: scale.radius.pill,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.md,
  fontWeight: scale.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const title = style({
  fontSize: scale.fontSize['2xl'],
  lineHeight: scale.lineHeight.snug,
  letterSpacing: '-0.02em',
  color: vars.color.foreground.body,
});

export const body = style({
  lineHeight: scale.lineHeight.relaxed,
  color: vars.color.foreground.muted,
});

/** The step's deliverable or pace, pinned to the bottom so the cards line up. */
export const meta = style({
  marginBlockStart: 'auto',
  paddingBlockStart: scale.space.sm,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});

/**
 * The arrow to the next step: in the gap below the step (pointing down) while the steps stack,
 * in the gap beside it (pointing forward, level with the numbers) from the desktop breakpoint.
 */
export const arrow = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + (${gap.mobile} - ${arrowSize}) / 2)`,
  insetInline: 0,
  marginInline: 'auto',
  display: 'grid',
  placeItems: 'center',
  width: arrowSize,
  height: arrowSize,
  borderRadius: scale.radius.pill,
  border: `1px solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.raised,
  color: vars.color.foreground.accent,
  pointerEvents: 'none',
  '@media': {
    [media.desktop]: {
      insetBlockStart: `calc(${padding.tablet} + (${numberSize} - ${arrowSize}) / 2)`,
      insetInlineStart: `calc(100% + (${gap.desktop} - ${arrowSize}) / 2)`,
      insetInlineEnd: 'auto',
      marginInline: 0,
    },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

/** In rows of three, the last step of a row points nowhere: its arrow goes. */
globalStyle(`${flow}[data-rows="3"] > li:nth-child(3n) > ${arrow}`, {
  '@media': { [media.desktop]: { display: 'none' } },
});

export const arrowSvg = style({
  width: '1rem',
  height: '1rem',
  transform: 'rotate(90deg)',
  '@media': {
    [media.desktop]: {
      transform: 'none',
      selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
    },
  },
});

export const footnote = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: scale.space.xs,
  maxWidth: '46rem',
  marginBlockStart: scale.space.xl,
  color: vars.color.foreground.muted,
  lineHeight: scale.lineHeight.relaxed,
});

export const footnoteIcon = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.2em',
  color: vars.color.foreground.accent,
});
