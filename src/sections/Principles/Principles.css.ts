import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: scale.space['2xl'],
      rowGap: scale.space['2xl'],
    },
    [media.wide]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      columnGap: scale.space.xl,
    },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  paddingBlockStart: scale.space.lg,
  borderBlockStart: `2px solid ${vars.color.border.subtle}`,
  position: 'relative',
  selectors: {
    /** An accent segment at the start of the rule. */
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '-2px',
      insetInlineStart: 0,
      width: '3rem',
      height: '2px',
      backgroundColor: vars.color.background.accent,
    },
  },
});

export const number = style({
  fontSize: scale.fontSize['3xl'],
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.tight,
  letterSpacing: '-0.03em',
  color: vars.color.foreground.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({
  fontSize: scale.fontSize.xl,
  color: vars.color.foreground.body,
});

export const body = style({
  color: vars.color.foreground.muted,
  lineHeight: scale.lineHeight.relaxed,
});
