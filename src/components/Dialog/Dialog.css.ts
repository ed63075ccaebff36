import { keyframes } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = componentStyle({
  position: 'fixed',
  inset: 0,
  zIndex: scale.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: scale.space.md,
  backgroundColor: `color-mix(in srgb, ${vars.color.background.emphasis} 64%, transparent)`,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${scale.duration.normal} ${scale.easing.standard}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${scale.duration.fast} ${scale.easing.standard} reverse`,
    },
  },
});

export const modal = componentStyle({
  width: '100%',
  maxWidth: '34rem',
  maxHeight: 'calc(100dvh - 2rem)',
  overflow: 'auto',
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
  color: vars.color.foreground.body,
  boxShadow: vars.shadow.large,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${rise} ${scale.duration.slow} ${scale.easing.standard}` },
  },
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const dialog = componentStyle({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  padding: scale.space.lg,
  outline: 'none',
  '@media': {
    [media.tablet]: { padding: scale.space.xl },
  },
});

export const header = componentStyle({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: scale.space.md,
});

export const heading = componentStyle({
  fontSize: scale.fontSize['2xl'],
  paddingBlockStart: scale.space.xxs,
});

export const body = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  color: vars.color.foreground.muted,
});

export const closeButton = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  marginBlockStart: `calc(-1 * ${scale.space.xs})`,
  marginInlineEnd: `calc(-1 * ${scale.space.xs})`,
  padding: 0,
  border: 0,
  borderRadius: scale.radius.pill,
  background: 'transparent',
  color: vars.color.foreground.muted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': {
      backgroundColor: vars.color.background.surface,
      color: vars.color.foreground.body,
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const closeIcon = componentStyle({
  width: '1.25rem',
  height: '1.25rem',
});

/**
 * The sheet variant: the dialog fills the viewport over the page's own background and scrolls
 * inside itself (the mobile menu). Its content lays itself out: no header, no padding.
 */
export const sheetOverlay = componentStyle({
  position: 'fixed',
  inset: 0,
  zIndex: scale.zIndex.modal,
  backgroundColor: vars.color.background.body,
});

export const sheetModal = componentStyle({
  height: '100%',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
});

export const sheetDialog = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  outline: 'none',
  color: vars.color.foreground.body,
});
