import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/**
 * A main column beside a narrower sidebar on desktop (8 : 4), the sidebar after the main column
 * on smaller screens: a press release beside its Key Facts, the press room's releases beside
 * its cards.
 */
export const sidebarLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space['2xl'],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 8fr) minmax(0, 4fr)',
      alignItems: 'start',
    },
  },
});
