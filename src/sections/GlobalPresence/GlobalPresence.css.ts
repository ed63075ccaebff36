import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const figures = style({
  marginBlockEnd: scale.space['2xl'],
  '@media': {
    [media.desktop]: { marginBlockEnd: scale.space['3xl'] },
  },
});
