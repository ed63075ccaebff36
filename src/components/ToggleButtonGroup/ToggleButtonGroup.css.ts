import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';

export const group = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.xs,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column', alignItems: 'flex-start' },
  },
});

/**
 * React Aria's states, and the same states of a label drawn as a toggle button around a
 * visually hidden checkbox (the Stack Builder's tiles before React Aria arrives).
 */
const selected = ':is([data-selected], :has(input:checked))';
const hovered = ':is([data-hovered], label:hover)';
const focusVisible = ':is([data-focus-visible], :has(input:focus-visible))';

export const toggleButton = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xs,
  minHeight: '2.5rem',
  paddingInline: scale.space.md,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: scale.radius.pill,
  backgroundColor: vars.color.background.body,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  cursor: 'pointer',
  transition: `background-color ${scale.duration.fast} ${scale.easing.standard}, border-color ${scale.duration.fast} ${scale.easing.standard}, color ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    [`&${hovered}`]: {
      backgroundColor: vars.color.background.surface,
      borderColor: vars.color.foreground.body,
    },
    [`&${selected}`]: {
      backgroundColor: vars.color.background.accent,
      borderColor: vars.color.background.accent,
      color: vars.color.foreground.onAccent,
    },
    [`&${selected}${hovered}`]: {
      backgroundColor: vars.color.background.accentHover,
      borderColor: vars.color.background.accentHover,
    },
    [`&${focusVisible}`]: focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
  // Forced colours: system colours already (tokens/theme.css.ts); left to the browser, a chosen
  // one's label got a Canvas backplate under ButtonFace text, a blank white box.
  '@media': {
    [media.forcedColors]: {
      forcedColorAdjust: 'none',
      selectors: {
        [`&${selected}`]: { outline: '2px solid Highlight', outlineOffset: '-4px' },
      },
    },
  },
});
