import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  marginBlockStart: scale.space.xl,
  maxWidth: '44rem',
});

export const label = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.xs,
  fontWeight: scale.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const chips = style({
  gap: scale.space.xs,
});

export const note = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});
