import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.md,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 8fr)',
      gap: scale.space['3xl'],
      alignItems: 'start',
    },
  },
});

export const header = style({
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      insetBlockStart: '7rem',
      marginBlockEnd: 0,
    },
  },
});

export const answer = style({
  lineHeight: scale.lineHeight.relaxed,
});
