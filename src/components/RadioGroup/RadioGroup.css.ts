import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';
import { hovered } from '../../styles/states';

export const group = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  minWidth: 0,
});

export const options = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xxs,
  selectors: {
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: scale.space.lg,
    },
  },
});

export const radio = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xs,
  minHeight: '2.75rem',
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const circle = componentStyle({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: scale.radius.pill,
  border: `2px solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.body,
  transition: `border-width ${scale.duration.fast} ${scale.easing.standard}, border-color ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    [`${radio}${hovered} &`]: { borderColor: vars.color.foreground.body },
    // Checked and focused also by the native radio's own state: until React Aria's group replaces
    // the native one (or without JavaScript) there are no data attributes to follow a click or a
    // key.
    [`${radio}[data-selected] &, ${radio}:has(input:checked) &`]: {
      borderColor: vars.color.background.accent,
      borderWidth: '6px',
    },
    [`${radio}[data-focus-visible] &, ${radio}:not([data-rac]):has(input:focus-visible) &`]:
      focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.foreground.critical },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        [`${radio}[data-selected] &, ${radio}:has(input:checked) &`]: {
          borderColor: 'Highlight',
        },
      },
    },
    [media.reducedMotion]: { transition: 'none' },
  },
});
