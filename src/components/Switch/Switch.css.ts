import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';

export const switchRoot = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.sm,
  minHeight: '2.75rem',
  color: vars.color.foreground.body,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const track = componentStyle({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: scale.radius.pill,
  border: `1px solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.body,
  transition: `background-color ${scale.duration.fast} ${scale.easing.standard}, border-color ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      backgroundColor: vars.color.background.accent,
      borderColor: vars.color.background.accent,
    },
    [`${switchRoot}[data-hovered]:not([data-selected]) &`]: {
      borderColor: vars.color.foreground.body,
    },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        [`${switchRoot}[data-selected] &`]: { backgroundColor: 'Highlight' },
      },
    },
  },
});

export const thumb = componentStyle({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '0.1875rem',
  width: '1.0625rem',
  height: '1.0625rem',
  borderRadius: scale.radius.pill,
  backgroundColor: vars.color.border.field,
  transform: 'translateY(-50%)',
  transition: `transform ${scale.duration.fast} ${scale.easing.standard}, background-color ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      backgroundColor: vars.color.foreground.onAccent,
      transform: 'translate(1.25rem, -50%)',
    },
  },
  '@media': {
    [media.forcedColors]: { backgroundColor: 'CanvasText' },
  },
});
