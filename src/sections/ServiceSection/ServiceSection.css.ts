import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/**
 * One column on phones; two from the tablet breakpoint; three on wide screens when the section
 * has three or more cards (`data-count="many"`).
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gap: scale.space.lg, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  selectors: {
    '&[data-count="many"]': {
      '@media': { [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
  },
});
