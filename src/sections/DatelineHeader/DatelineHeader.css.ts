import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: scale.space.xs,
  rowGap: scale.space.xxs,
  margin: 0,
  marginBlockStart: scale.space.lg,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.md,
  fontWeight: scale.fontWeight.medium,
});

export const part = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: scale.space.xs,
});

export const separator = style({
  color: vars.color.foreground.faint,
});

export const publication = style({
  color: vars.color.foreground.accent,
  fontWeight: scale.fontWeight.semibold,
});

export const dateline = style({
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});
