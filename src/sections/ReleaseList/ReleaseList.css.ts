import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const item = style({
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  paddingBlock: scale.space.lg,
  '@media': {
    [media.tablet]: { paddingBlock: scale.space.xl },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.xs,
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.medium,
});

export const separator = style({
  color: vars.color.foreground.faint,
});

export const publication = style({
  color: vars.color.foreground.accent,
  fontWeight: scale.fontWeight.semibold,
});

export const title = style({
  margin: 0,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.xl,
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.snug,
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
  '@media': {
    [media.tablet]: { fontSize: scale.fontSize['2xl'] },
  },
});

export const dek = style({
  margin: 0,
  maxWidth: '48rem',
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.md,
  lineHeight: scale.lineHeight.relaxed,
});
