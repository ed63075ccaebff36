import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export { splitHeader as header, splitLayout as layout } from '../PageSection/split.css';

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
