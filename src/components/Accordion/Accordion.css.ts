import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';

export const accordion = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const item = componentStyle({
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const heading = componentStyle({
  margin: 0,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.semibold,
});

export const trigger = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: scale.space.md,
  width: '100%',
  minHeight: '3rem',
  paddingBlock: scale.space.md,
  paddingInline: scale.space.xxs,
  border: 0,
  borderRadius: scale.radius.sm,
  background: 'transparent',
  color: vars.color.foreground.body,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  transition: `color ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.foreground.accent },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const chevron = componentStyle({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.foreground.accent,
  transition: `transform ${scale.duration.normal} ${scale.easing.standard}`,
  selectors: {
    [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' },
  },
});

/** The panel itself stays unpadded (React Aria keeps its padding when collapsed). */
export const panel = componentStyle({});

export const panelContent = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  paddingBlockEnd: scale.space.lg,
  paddingInline: scale.space.xxs,
  color: vars.color.foreground.muted,
  maxWidth: '46rem',
});
