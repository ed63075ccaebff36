import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/**
 * The list of cards most sections show (a `ul` with card `li`s): one column on phones, two from
 * tablet, three from desktop; `data-columns="2"` or `"4"` changes the desktop count.
 */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gap: scale.space.lg, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  selectors: {
    '&[data-columns="2"]': {
      '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
    },
    '&[data-columns="4"]': {
      '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
    },
  },
});
