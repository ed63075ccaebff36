import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/**
 * Phones: heading, figures, footnote. Desktop: heading with the footnote under it on the left,
 * the figures on the right.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"header" "figures" "footnote"',
  gap: scale.space.xl,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 8fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"header figures" "footnote figures"',
      columnGap: scale.space['3xl'],
      rowGap: scale.space.xl,
    },
  },
});

export const header = style({
  gridArea: 'header',
  marginBlockEnd: 0,
});

export const figures = style({
  gridArea: 'figures',
});

export const footnote = style({
  gridArea: 'footnote',
  paddingBlockStart: scale.space.md,
  borderBlockStart: `1px solid ${vars.color.border.onEmphasis}`,
  maxWidth: '52rem',
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
  color: vars.color.foreground.onEmphasisMuted,
  '@media': {
    [media.desktop]: {
      alignSelf: 'end',
      paddingBlockStart: 0,
      borderBlockStart: 'none',
    },
  },
});

/** With the heading hidden, the footnote simply follows the figures. */
export const footnoteAfter = style({
  marginBlockStart: scale.space.xl,
  paddingBlockStart: scale.space.md,
  borderBlockStart: `1px solid ${vars.color.border.onEmphasis}`,
  maxWidth: '52rem',
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
  color: vars.color.foreground.onEmphasisMuted,
});
