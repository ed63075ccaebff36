import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';

export const usage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  maxWidth: '44rem',
  margin: 0,
  marginBlockStart: scale.space.xl,
  paddingInlineStart: scale.space.lg,
  color: vars.color.foreground.muted,
  lineHeight: scale.lineHeight.normal,
});

export const contact = style({
  maxWidth: '28rem',
});
