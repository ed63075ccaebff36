import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';

export const card = style({
  gap: scale.space.sm,
  height: '100%',
  overflowWrap: 'anywhere',
});

export const department = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: scale.space.xs,
  margin: 0,
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});

export const pinned = style({
  paddingInline: scale.space.xs,
  paddingBlock: '0.125rem',
  borderRadius: scale.radius.pill,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.xs,
  fontWeight: scale.fontWeight.semibold,
});

export const title = style({
  margin: 0,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.snug,
});

export const impact = style({
  margin: 0,
  color: vars.color.foreground.muted,
  lineHeight: scale.lineHeight.normal,
  flexGrow: 1,
});

export const updated = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.xs,
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xxs,
  alignSelf: 'flex-start',
  minHeight: '2.75rem',
  fontWeight: scale.fontWeight.semibold,
});

export const arrow = style({
  width: '1rem',
  height: '1rem',
});
