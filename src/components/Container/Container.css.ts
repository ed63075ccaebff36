import { contentWidth, media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';

/** Centred column with responsive side padding; `data-width` picks the measure. */
export const container = componentStyle({
  width: '100%',
  maxWidth: `calc(${contentWidth.page} + 2 * ${scale.space.md})`,
  marginInline: 'auto',
  paddingInline: scale.space.md,
  selectors: {
    '&[data-width="text"]': { maxWidth: `calc(${contentWidth.text} + 2 * ${scale.space.md})` },
  },
  '@media': {
    [media.tablet]: {
      paddingInline: scale.space.xl,
      maxWidth: `calc(${contentWidth.page} + 2 * ${scale.space.xl})`,
      selectors: {
        '&[data-width="text"]': { maxWidth: `calc(${contentWidth.text} + 2 * ${scale.space.xl})` },
      },
    },
    [media.desktop]: {
      paddingInline: scale.space['2xl'],
      maxWidth: `calc(${contentWidth.page} + 2 * ${scale.space['2xl']})`,
      selectors: {
        '&[data-width="text"]': {
          maxWidth: `calc(${contentWidth.text} + 2 * ${scale.space['2xl']})`,
        },
      },
    },
  },
});
