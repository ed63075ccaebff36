import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { withoutScripts } from '../../styles/scripting';
import { hovered } from '../../styles/states';

/** Without JavaScript the page follows the system's colour scheme, and the switch is not shown. */
export const group = style({
  selectors: { [`${withoutScripts} &`]: { display: 'none' } },
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  padding: '2px',
  borderRadius: scale.radius.pill,
  border: `1px solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.body,
});

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: scale.radius.pill,
  color: vars.color.foreground.muted,
  cursor: 'pointer',
  transition: `background-color ${scale.duration.fast} ${scale.easing.standard}, color ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    [`&${hovered}`]: {
      backgroundColor: vars.color.background.surface,
      color: vars.color.foreground.body,
    },
    '&[data-selected]': {
      backgroundColor: vars.color.background.accent,
      color: vars.color.foreground.onAccent,
    },
    // React Aria's radio, or the plain radio of the switch before it is loaded.
    '&[data-focus-visible], &:where(:not([data-rac])):has(input:focus-visible)': focusRing,
  },
  '@media': {
    [media.forcedColors]: {
      selectors: {
        '&[data-selected]': { outline: '2px solid Highlight', outlineOffset: '-2px' },
      },
    },
  },
});

export const icon = style({
  width: '1.125rem',
  height: '1.125rem',
});
