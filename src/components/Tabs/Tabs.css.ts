import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';

export const tabs = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.lg,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

export const tabList = componentStyle({
  display: 'flex',
  gap: scale.space.xs,
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBlockEnd: 0,
      borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const tab = componentStyle({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: scale.space.sm,
  color: vars.color.foreground.muted,
  fontWeight: scale.fontWeight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  borderRadius: `${scale.radius.sm} ${scale.radius.sm} 0 0`,
  outline: 'none',
  transition: `color ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: '-1px',
      height: '3px',
      borderRadius: '3px 3px 0 0',
      backgroundColor: 'transparent',
      transition: `background-color ${scale.duration.fast} ${scale.easing.standard}`,
    },
    '&[data-hovered]': { color: vars.color.foreground.body },
    '&[data-selected]': { color: vars.color.foreground.accent },
    '&[data-selected]::after': { backgroundColor: vars.color.foreground.accent },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-selected]::after': { backgroundColor: 'Highlight' } },
    },
  },
});

export const tabPanel = componentStyle({
  borderRadius: scale.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
