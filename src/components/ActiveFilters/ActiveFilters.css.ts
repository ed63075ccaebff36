import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';
import { focusVisible, hovered } from '../../styles/states';

export const root = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: scale.space.xs,
});

export const label = componentStyle({
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});

export const list = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A chosen filter: the accent-soft pill with a cross; the whole pill is the remove link. */
export const chip = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xxs,
  minHeight: '2rem',
  paddingInline: `${scale.space.sm} ${scale.space.xs}`,
  borderRadius: scale.radius.pill,
  border: `1px solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    [`&${hovered}`]: { borderColor: vars.color.foreground.body },
    [`&${focusVisible}`]: focusRing,
  },
});

export const cross = componentStyle({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  color: vars.color.foreground.muted,
});

export const clearAll = componentStyle({
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  marginInlineStart: scale.space.xxs,
});
