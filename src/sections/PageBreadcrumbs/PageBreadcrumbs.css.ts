import { style } from '@vanilla-extract/css';
import { scale } from '../../../tokens/theme.css';

export const breadcrumbs = style({
  marginBlockEnd: scale.space.md,
});
