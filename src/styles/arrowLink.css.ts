import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/scale';
import { scale } from '../../tokens/theme.css';
import { hovered } from './states';

/**
 * A card's one text link that ends in an arrow ('Explore →', 'Read the announcement →'): the
 * Link Card Grid's and the Leader List's. Inline (not flex), so the space between the label and a
 * visually hidden title is kept; the arrow moves 2 px on hover, not under reduced motion.
 */
export const arrowLink = style({
  fontWeight: scale.fontWeight.semibold,
});

export const arrowLinkIcon = style({
  display: 'inline-block',
  verticalAlign: '-0.125em',
  width: '1em',
  height: '1em',
  transition: `transform ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    [`${arrowLink}${hovered} &`]: { transform: 'translateX(2px)' },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});
