import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { focusVisible, hovered, pressed } from '../../styles/states';

/** Buttons stack full-width on phones and sit side by side from the tablet breakpoint. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: scale.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '&[data-align="center"]': { justifyContent: 'center' },
  },
  '@media': {
    [media.tablet]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
    },
  },
});

/**
 * On the dark emphasis band the secondary (outline) button and the focus ring switch to the
 * band's own text colour; the extra class raises specificity over the Button variant rules.
 */
export const action = style({
  selectors: {
    [`${actions}[data-tone="onEmphasis"] &[data-variant="secondary"]`]: {
      color: vars.color.foreground.onEmphasis,
      borderColor: vars.color.foreground.onEmphasis,
    },
    [`${actions}[data-tone="onEmphasis"] &[data-variant="secondary"]${hovered}, ${actions}[data-tone="onEmphasis"] &[data-variant="secondary"]${pressed}`]:
      {
        backgroundColor: `color-mix(in srgb, ${vars.color.foreground.onEmphasis} 14%, transparent)`,
      },
    [`${actions}[data-tone="onEmphasis"] &${focusVisible}`]: {
      outlineColor: vars.color.foreground.onEmphasis,
    },
  },
});

export const arrow = style({
  flexShrink: 0,
  width: '1.125em',
  height: '1.125em',
});
