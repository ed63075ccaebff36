import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** Open Roles and Our Values: side by side, stacked full-width on phones. */
export const heroActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  marginBlockStart: scale.space.xl,
  '@media': {
    [media.tablet]: { flexDirection: 'row' },
  },
});
