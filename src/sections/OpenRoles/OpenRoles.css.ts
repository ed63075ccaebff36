import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';

export const section = style({});

export const filter = style({
  display: 'block',
  marginBlockEnd: scale.space.md,
});

export const filterLabel = style({
  display: 'block',
  marginBlockEnd: scale.space.xs,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});

export const count = style({
  margin: 0,
  marginBlockEnd: scale.space.sm,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});

export const propose = style({
  margin: 0,
  marginBlockStart: scale.space.lg,
  color: vars.color.foreground.body,
});
