import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** A section split in two on desktop: its header on the left, its body on the right. */
export const splitLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.xs,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      gap: scale.space['3xl'],
      alignItems: 'start',
    },
  },
});

export const splitHeader = style({
  '@media': {
    [media.desktop]: { marginBlockEnd: 0 },
  },
});
