import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';
import { focusVisible, hovered } from '../../styles/states';

/**
 * Inline text link. Links stay underlined in every variant so that they are distinguishable
 * from the surrounding text without relying on colour (WCAG 1.4.1).
 */
export const link = componentStyle({
  color: vars.color.foreground.link,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: '2px',
  cursor: 'pointer',
  transition: `color ${scale.duration.fast} ${scale.easing.standard}, text-decoration-thickness ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    [`&${hovered}`]: { textDecorationThickness: '2px' },
    '&[data-variant="subtle"]': {
      color: 'inherit',
      textDecorationColor: vars.color.border.field,
    },
    [`&[data-variant="subtle"]${hovered}`]: {
      color: vars.color.foreground.link,
      textDecorationColor: 'currentColor',
    },
    [`&[data-tone="onEmphasis"], &[data-tone="onEmphasis"]${hovered}`]: {
      color: vars.color.foreground.onEmphasis,
      textDecorationColor: 'currentColor',
    },
    [`&${focusVisible}`]: focusRing,
    /** On the dark emphasis band the ring takes the band's text colour (3:1 against it). */
    [`&[data-tone="onEmphasis"]${focusVisible}`]: {
      outlineColor: vars.color.foreground.onEmphasis,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** The small "opens in a new tab" arrow after external links. */
export const externalIcon = componentStyle({
  display: 'inline-block',
  verticalAlign: '-0.1em',
  width: '0.85em',
  height: '0.85em',
  marginInlineStart: '0.25em',
});
