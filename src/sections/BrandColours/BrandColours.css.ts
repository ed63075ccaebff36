import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: scale.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xxs,
});

/** A fixed outline, so white and near-black swatches show their edge in both themes. */
export const swatch = style({
  display: 'block',
  height: '4.5rem',
  marginBlockEnd: scale.space.xs,
  borderRadius: scale.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.forcedColors]: { forcedColorAdjust: 'none', border: '1px solid CanvasText' },
  },
});

export const name = style({
  fontWeight: scale.fontWeight.semibold,
  color: vars.color.foreground.body,
});

export const values = style({
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const use = style({
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});
