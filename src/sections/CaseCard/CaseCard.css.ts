import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { scale } from '../../../tokens/theme.css';

export const card = style({
  gap: scale.space.sm,
  overflowWrap: 'anywhere',
  selectors: {
    // The first card Load More revealed takes focus: its ring says where the reader is.
    '&:focus-visible': focusRing,
  },
});

export const headline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xxs,
});

export const headlineValue = style({
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize['3xl'],
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const headlineLabel = style({
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});

export const client = style({
  fontSize: scale.fontSize.lg,
  color: vars.color.foreground.body,
});

export const summary = style({
  color: vars.color.foreground.muted,
  lineHeight: scale.lineHeight.normal,
});

export const metrics = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: scale.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const metric = style({
  display: 'flex',
  flexDirection: 'column',
  padding: scale.space.xs,
  borderRadius: scale.radius.md,
  backgroundColor: vars.color.background.body,
  border: `1px solid ${vars.color.border.subtle}`,
  fontSize: scale.fontSize.xs,
  color: vars.color.foreground.muted,
});

export const metricValue = style({
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.bold,
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xxs,
  fontWeight: scale.fontWeight.semibold,
});

export const arrow = style({
  width: '1rem',
  height: '1rem',
});

/** The brand, on its own line above the case's title. */
export const brand = style({
  display: 'block',
  marginBlockEnd: scale.space.xxs,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
