import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';

export const group = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.xs,
});

/** The native group of several chips is a fieldset: without its border, padding or margin. */
export const fieldset = componentStyle({
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/**
 * A chip is the label of a visually hidden native radio. Its states come from the radio itself
 * (`:has(:checked)`, `:has(:focus-visible)`), so a chip shows what is chosen and focused before
 * React Aria has hydrated, and without JavaScript.
 */
export const chip = componentStyle({
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
    '&:hover': {
      backgroundColor: vars.color.background.surface,
      borderColor: vars.color.foreground.body,
    },
    '&:has(:checked)': {
      backgroundColor: vars.color.background.accent,
      borderColor: vars.color.background.accent,
      color: vars.color.foreground.onAccent,
    },
    '&:has(:checked):hover': {
      backgroundColor: vars.color.background.accentHover,
      borderColor: vars.color.background.accentHover,
    },
    '&:has(:focus-visible)': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
  // Forced colours: system colours already (tokens/theme.css.ts); left to the browser, a chosen
  // one's label got a Canvas backplate under ButtonFace text, a blank white box.
  '@media': {
    [media.forcedColors]: {
      forcedColorAdjust: 'none',
      selectors: {
        '&:has(:checked)': { outline: '2px solid Highlight', outlineOffset: '-4px' },
      },
    },
  },
});

/** A chip of several choices: a tick appears beside its label when chosen. */
export const checkChip = componentStyle({});

/** The tick of a chosen checkbox chip: the choice is shown by shape, not only by colour. */
export const tick = componentStyle({
  display: 'none',
  flexShrink: 0,
  width: '0.875rem',
  height: '0.875rem',
  marginInlineStart: `calc(-1 * ${scale.space.xxs})`,
  selectors: {
    [`${checkChip}:has(:checked) &`]: { display: 'block' },
  },
});
