import { style } from '@vanilla-extract/css';
import { scale } from '../../../tokens/theme.css';

export const actions = style({
  marginBlockStart: scale.space['2xl'],
});
