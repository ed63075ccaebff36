import { keyframes } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.55 },
  '100%': { opacity: 1 },
});

/** A grey block in the shape of what is coming; it pulses gently unless motion is reduced. */
export const block = componentStyle({
  display: 'block',
  borderRadius: scale.radius.sm,
  backgroundColor: vars.color.border.subtle,
  animation: `${pulse} 1.6s ${scale.easing.standard} infinite`,
  selectors: {
    '&[data-shape="line"]': { height: '0.875rem' },
    '&[data-shape="heading"]': { height: '1.375rem' },
    // A page title's line (the 4xl type of an article's h1).
    '&[data-shape="title"]': { height: scale.fontSize['4xl'] },
    '&[data-shape="badge"]': { height: '1.5rem', width: '7rem', borderRadius: scale.radius.pill },
    '&[data-shape="media"]': { aspectRatio: '16 / 9', borderRadius: scale.radius.md },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
    // Forced colours drop background colours: an outline keeps the shape visible.
    [media.forcedColors]: { outline: '1px solid GrayText' },
  },
});
