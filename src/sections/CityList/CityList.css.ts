import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: scale.space.lg },
  },
});

export const city = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  padding: scale.space.lg,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
  boxShadow: vars.shadow.small,
});

export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space.xs,
  fontSize: scale.fontSize.xl,
  color: vars.color.foreground.body,
});

export const pin = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.foreground.accent,
});

export const role = style({
  color: vars.color.foreground.muted,
  lineHeight: scale.lineHeight.normal,
});
