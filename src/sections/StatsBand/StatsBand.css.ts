import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.xl,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 8fr)',
      gap: scale.space['3xl'],
      alignItems: 'start',
    },
  },
});

export const header = style({
  marginBlockEnd: 0,
});

export const footnote = style({
  marginBlockStart: scale.space.xl,
  paddingBlockStart: scale.space.md,
  borderBlockStart: `1px solid ${vars.color.border.onEmphasis}`,
  maxWidth: '52rem',
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
  color: vars.color.foreground.onEmphasisMuted,
  '@media': {
    [media.desktop]: { marginBlockStart: scale.space['2xl'] },
  },
});
