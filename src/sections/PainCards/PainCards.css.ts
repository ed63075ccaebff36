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
    [media.tablet]: { gap: scale.space.lg },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  padding: scale.space.lg,
  gap: scale.space.md,
  '@media': {
    [media.tablet]: { padding: scale.space.xl },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: scale.radius.md,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.accent,
  marginBlockEnd: scale.space.xs,
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const iconSvg = style({
  width: '1.5rem',
  height: '1.5rem',
});

export const body = style({
  lineHeight: scale.lineHeight.relaxed,
});
