import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing, focusRingInset } from '../../../tokens/focus';
import { scale } from '../../../tokens/theme.css';
import { componentStyle, inDesignSystem } from '../../styles/layers.css';
import { input } from '../TextField/TextField.css';

export const select = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  minWidth: 0,
});

export const trigger = componentStyle([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: scale.space.xs,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': focusRing,
      [`${select}[data-invalid] &`]: {
        borderColor: vars.color.foreground.critical,
        boxShadow: `0 0 0 1px ${vars.color.foreground.critical}`,
      },
      [`${select}[data-open] &`]: { borderColor: vars.color.border.focus },
    },
  },
]);

/** The native select before hydration (see `NativeSelect`), drawn like the trigger. */
export const nativeBox = componentStyle({ position: 'relative', display: 'flex' });

export const native = componentStyle({
  appearance: 'none',
  paddingInlineEnd: `calc(${scale.space.sm} + 1.125rem + ${scale.space.xs})`,
  selectors: {
    // The placeholder option is chosen: drawn as the trigger's placeholder.
    '&:has(option[value=""]:checked)': { color: vars.color.foreground.faint },
    '&:focus-visible': focusRing,
    [`${select}[data-invalid] &`]: {
      borderColor: vars.color.foreground.critical,
      boxShadow: `0 0 0 1px ${vars.color.foreground.critical}`,
    },
  },
});

// The options of the list the browser opens keep the body colour under a placeholder.
globalStyle(`${native} option`, inDesignSystem({ color: vars.color.foreground.body }));

export const nativeChevron = componentStyle({
  position: 'absolute',
  insetInlineEnd: scale.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
});

export const value = componentStyle({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.foreground.faint },
  },
});

export const chevron = componentStyle({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  color: vars.color.foreground.muted,
  transition: `transform ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    [`${select}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
});

export const popover = componentStyle({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 2rem)',
  overflow: 'auto',
  padding: scale.space.xxs,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: scale.radius.md,
  backgroundColor: vars.color.background.raised,
  color: vars.color.foreground.body,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const listBox = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  outline: 'none',
});

export const item = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: scale.space.sm,
  minHeight: '2.5rem',
  paddingBlock: scale.space.xs,
  paddingInline: scale.space.sm,
  borderRadius: scale.radius.sm,
  color: vars.color.foreground.body,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.background.surface },
    '&[data-selected]': {
      backgroundColor: vars.color.background.accentSoft,
      color: vars.color.foreground.accent,
      fontWeight: scale.fontWeight.semibold,
    },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const check = componentStyle({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  visibility: 'hidden',
  selectors: {
    [`${item}[data-selected] &`]: { visibility: 'visible' },
    // SelectValue repeats the chosen item's content in the trigger: no check mark there.
    [`${value} &`]: { display: 'none' },
  },
});
