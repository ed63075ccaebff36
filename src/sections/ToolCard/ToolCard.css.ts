import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';

export const card = style({
  gap: scale.space.xs,
  padding: scale.space.md,
  overflowWrap: 'anywhere',
});

export const name = style({
  fontSize: scale.fontSize.lg,
  color: vars.color.foreground.body,
});

export const description = style({
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});

/** A long category ('Lifecycle & Marketing Automation') wraps inside a narrow card. */
export const category = style({
  whiteSpace: 'normal',
  maxWidth: '100%',
});

/** 'Used in:' above the services, whatever their number. */
export const usedIn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: scale.space.xxs,
  marginBlockStart: 'auto',
  paddingBlockStart: scale.space.xs,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.xs,
});
