import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gap: scale.space.lg, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  selectors: {
    '&[data-columns="3"]': {
      '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
  },
});

/** An accent rule across the top of each card, like the numbered principles. */
export const card = style({
  position: 'relative',
  padding: scale.space.lg,
  gap: scale.space.sm,
  borderBlockStart: `3px solid ${vars.color.background.accent}`,
  '@media': {
    [media.tablet]: { padding: scale.space.xl },
  },
});

export const subtitle = style({
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.md,
  fontWeight: scale.fontWeight.semibold,
  lineHeight: scale.lineHeight.snug,
});

export const body = style({
  lineHeight: scale.lineHeight.relaxed,
});

/** Inline (not flex), so the space between the label and the hidden title is kept. */
export const link = style({
  fontWeight: scale.fontWeight.semibold,
});

export const arrow = style({
  display: 'inline-block',
  verticalAlign: '-0.125em',
  width: '1em',
  height: '1em',
  transition: `transform ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    [`${link}[data-hovered] &`]: { transform: 'translateX(2px)' },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const actions = style({
  marginBlockStart: scale.space.xl,
});
