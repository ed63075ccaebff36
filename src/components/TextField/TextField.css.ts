import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';
import { disabled, focused, focusVisible, hovered, invalid } from '../../styles/states';

/** Field parts shared by TextField, TextArea, Select and SearchField. */
export const field = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  minWidth: 0,
});

export const label = componentStyle({
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  lineHeight: scale.lineHeight.snug,
});

export const description = componentStyle({
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
});

export const fieldError = componentStyle({
  color: vars.color.foreground.critical,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.medium,
});

/** Text input look; also used for the Select trigger and the SearchField box. */
export const input = componentStyle({
  width: '100%',
  minHeight: '2.75rem',
  paddingBlock: scale.space.xs,
  paddingInline: scale.space.sm,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: scale.radius.sm,
  backgroundColor: vars.color.background.body,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.md,
  lineHeight: scale.lineHeight.normal,
  transition: `border-color ${scale.duration.fast} ${scale.easing.standard}, box-shadow ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    '&::placeholder': { color: vars.color.foreground.faint, opacity: 1 },
    // React Aria's state attributes, or the native input's own states before React Aria's input
    // replaces it (src/styles/states.ts).
    [`&${hovered}`]: { borderColor: vars.color.foreground.body },
    [`&${focused}`]: {
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 1px ${vars.color.border.focus}`,
      outline: 'none',
    },
    [`&${focusVisible}`]: focusRing,
    [`&${invalid}`]: {
      borderColor: vars.color.foreground.critical,
      boxShadow: `0 0 0 1px ${vars.color.foreground.critical}`,
    },
    [`&${disabled}`]: {
      cursor: 'not-allowed',
      opacity: 0.6,
      backgroundColor: vars.color.background.surface,
    },
  },
});
