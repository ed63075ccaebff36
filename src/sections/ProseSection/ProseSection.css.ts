import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.xs,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      gap: scale.space['3xl'],
      alignItems: 'start',
    },
  },
});

export const header = style({
  '@media': {
    [media.desktop]: { marginBlockEnd: 0 },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.lg,
  maxWidth: '44rem',
});

/** A pull statement, set large with an accent rule. */
export const statement = style({
  paddingInlineStart: scale.space.lg,
  borderInlineStart: `4px solid ${vars.color.background.accent}`,
  fontSize: scale.fontSize['3xl'],
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.snug,
  letterSpacing: '-0.025em',
  color: vars.color.foreground.accent,
  '@media': {
    [media.forcedColors]: { borderInlineStartColor: 'CanvasText' },
  },
});

export const paragraph = style({
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.relaxed,
  color: vars.color.foreground.muted,
  selectors: {
    '&:first-of-type': { color: vars.color.foreground.body },
  },
});
