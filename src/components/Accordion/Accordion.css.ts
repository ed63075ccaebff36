import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
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

/** The <summary>: the whole row is the control; the browser's own marker is replaced. */
export const trigger = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: scale.space.md,
  minHeight: '3rem',
  paddingBlock: scale.space.md,
  paddingInline: scale.space.xxs,
  borderRadius: scale.radius.sm,
  color: vars.color.foreground.body,
  listStyle: 'none',
  cursor: 'pointer',
  transition: `color ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.foreground.accent },
    '&:focus-visible': focusRing,
  },
  '@media': {
    [media.forcedColors]: { color: 'ButtonText' },
  },
});

/** A question reads as a control: normal letter spacing, not a heading's tight setting. */
export const heading = componentStyle({
  margin: 0,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.semibold,
  letterSpacing: 'normal',
  color: 'inherit',
});

export const chevron = componentStyle({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.foreground.accent,
  transition: `transform ${scale.duration.normal} ${scale.easing.standard}`,
  selectors: {
    [`${item}[open] &`]: { transform: 'rotate(180deg)' },
  },
});

export const panelContent = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  paddingBlockEnd: scale.space.lg,
  paddingInline: scale.space.xxs,
  color: vars.color.foreground.muted,
  maxWidth: '46rem',
});
