import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';

export const card = style({
  gap: scale.space.sm,
});

export const label = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space.xs,
  overflowWrap: 'anywhere',
});

export const icon = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  color: vars.color.foreground.accent,
});

export const note = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});

/** The postal address: the pin beside the first of its lines. */
export const addressItem = style([
  item,
  {
    alignItems: 'flex-start',
  },
]);

/** The pin, level with the first line of the address rather than its top. */
export const addressIcon = style([icon, { marginBlockStart: '0.1875rem' }]);

export const address = style({
  fontStyle: 'normal',
  lineHeight: scale.lineHeight.normal,
});

export const addressLine = style({
  display: 'block',
});
