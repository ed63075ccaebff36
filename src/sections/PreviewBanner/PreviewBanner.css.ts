import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/**
 * A full-width strip in the dark emphasis colour, with a thick accent rule under it, so a
 * preview never passes for the published page in either theme. In normal flow (the layout puts
 * it under the fixed header): it scrolls away with the page and covers nothing.
 */
export const banner = style({
  backgroundColor: vars.color.background.emphasis,
  color: vars.color.foreground.onEmphasis,
  borderBlockEnd: `4px solid ${vars.color.background.accent}`,
  paddingBlock: scale.space.sm,
  '@media': {
    [media.forcedColors]: {
      borderBlockStart: '1px solid CanvasText',
      borderBlockEndColor: 'CanvasText',
    },
  },
});

/** The label beside the words, the words wrapping beside it (under it when there is no room). */
export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: scale.space.md,
  rowGap: scale.space.xxs,
});

/**
 * The Preview label: a Badge's pill, in the accent colour, the strongest pair of the palette on
 * the dark strip, and a size larger than a Badge's.
 */
export const label = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: '0.125rem',
  paddingInline: scale.space.sm,
  borderRadius: scale.radius.pill,
  border: '1px solid transparent',
  backgroundColor: vars.color.background.accent,
  color: vars.color.foreground.onAccent,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.normal,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  '@media': {
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const text = style({
  flex: '1 1 16rem',
  minWidth: 0,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});

export const expiry = style({
  fontWeight: scale.fontWeight.semibold,
});
