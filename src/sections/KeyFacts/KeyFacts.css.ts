import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  padding: scale.space.lg,
  borderRadius: scale.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderBlockStart: `4px solid ${vars.color.background.accent}`,
  backgroundColor: vars.color.background.raised,
  boxShadow: vars.shadow.small,
  '@media': {
    [media.forcedColors]: { borderBlockStartColor: 'CanvasText' },
  },
});

export const heading = style({
  margin: 0,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.bold,
  color: vars.color.foreground.body,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  margin: 0,
  paddingInlineStart: scale.space.lg,
});

export const item = style({
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.md,
  lineHeight: scale.lineHeight.normal,
  '::marker': { color: vars.color.foreground.accent },
});
