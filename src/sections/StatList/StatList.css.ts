import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: scale.space.lg,
  rowGap: scale.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: {
      selectors: {
        '&[data-columns="3"]': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        '&[data-columns="4"]': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      },
    },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xxs,
  minWidth: 0,
  paddingBlockStart: scale.space.md,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    [`${list}[data-tone="onEmphasis"] &`]: { borderBlockStartColor: vars.color.border.onEmphasis },
  },
});

export const value = style({
  fontSize: scale.fontSize['4xl'],
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.tight,
  letterSpacing: '-0.035em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.body,
  overflowWrap: 'anywhere',
  selectors: {
    [`${list}[data-tone="onEmphasis"] &`]: { color: vars.color.foreground.onEmphasis },
  },
});

export const label = style({
  fontSize: scale.fontSize.md,
  fontWeight: scale.fontWeight.medium,
  color: vars.color.foreground.muted,
  selectors: {
    [`${list}[data-tone="onEmphasis"] &`]: { color: vars.color.foreground.onEmphasisMuted },
  },
});
