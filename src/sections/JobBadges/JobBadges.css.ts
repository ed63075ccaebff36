import { style } from '@vanilla-extract/css';
import { scale } from '../../../tokens/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
