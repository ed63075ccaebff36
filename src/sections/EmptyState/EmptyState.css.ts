import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: scale.space.sm,
  padding: scale.space.xl,
  borderRadius: scale.radius.lg,
  border: `1px dashed ${vars.color.border.field}`,
  selectors: {
    '&[data-tone="critical"]': {
      borderStyle: 'solid',
      borderColor: vars.color.foreground.critical,
    },
  },
});

export const heading = style({
  fontSize: scale.fontSize.xl,
  color: vars.color.foreground.body,
});

export const body = style({
  color: vars.color.foreground.muted,
  marginBlockEnd: scale.space.xs,
  maxWidth: '40rem',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.sm,
});

export const retry = style({
  display: 'contents',
});
