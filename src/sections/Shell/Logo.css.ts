import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { focusVisible } from '../../styles/states';

/** The home link: mark + wordmark, at least 44 px high. */
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xs,
  minHeight: '2.75rem',
  paddingInlineEnd: scale.space.xxs,
  borderRadius: scale.radius.sm,
  color: vars.color.foreground.body,
  textDecoration: 'none',
  flexShrink: 0,
  selectors: {
    [`&${focusVisible}`]: focusRing,
  },
});

export const mark = style({
  width: '2rem',
  height: '2rem',
  flexShrink: 0,
});

export const markTile = style({
  fill: vars.color.background.accent,
  '@media': { [media.forcedColors]: { fill: 'CanvasText' } },
});

export const markLetter = style({
  stroke: vars.color.foreground.onAccent,
  '@media': { [media.forcedColors]: { stroke: 'Canvas' } },
});

export const wordmark = style({
  fontSize: scale.fontSize.xl,
  fontWeight: scale.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: 1,
});
