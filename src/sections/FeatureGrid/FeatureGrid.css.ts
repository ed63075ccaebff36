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
    '&[data-columns="4"]': {
      '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
    },
  },
});

export const card = style({
  padding: scale.space.lg,
  gap: scale.space.sm,
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: scale.space.xs,
});

export const number = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.accent,
  fontWeight: scale.fontWeight.bold,
});

export const body = style({
  lineHeight: scale.lineHeight.relaxed,
});

export const chips = style({
  marginBlockStart: scale.space.xs,
});

export const actions = style({
  marginBlockStart: scale.space.xl,
});
