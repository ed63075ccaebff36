import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/**
 * A full-width page band. `data-tone` picks the background (pages alternate body and surface;
 * emphasis is the dark band for figures and calls to action), `data-spacing` the vertical rhythm.
 */
export const section = style({
  position: 'relative',
  paddingBlock: scale.space['3xl'],
  backgroundColor: vars.color.background.body,
  color: vars.color.foreground.body,
  selectors: {
    '&[data-tone="surface"]': { backgroundColor: vars.color.background.surface },
    '&[data-tone="emphasis"]': {
      backgroundColor: vars.color.background.emphasis,
      color: vars.color.foreground.onEmphasis,
    },
    '&[data-spacing="compact"]': { paddingBlock: scale.space['2xl'] },
  },
  '@media': {
    [media.desktop]: {
      paddingBlock: scale.space['4xl'],
      selectors: {
        '&[data-spacing="compact"]': { paddingBlock: scale.space['3xl'] },
      },
    },
    [media.forcedColors]: {
      borderBlockStart: '1px solid CanvasText',
    },
  },
});
