import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';

/** One column on phones, two from tablets, four side by side on wide screens. */
/** The cards: the shared card grid (PageSection/cardGrid.css.ts). */
export { cardGrid as grid } from '../PageSection/cardGrid.css';

export const card = style({
  padding: scale.space.lg,
  gap: scale.space.md,
});

export const outcome = style({
  lineHeight: scale.lineHeight.relaxed,
});

/** The headline figure, set apart by the card footer's rule. */
export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xxs,
});

export const resultValue = style({
  fontSize: scale.fontSize['4xl'],
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.tight,
  letterSpacing: '-0.035em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.accent,
});

export const resultLabel = style({
  color: vars.color.foreground.body,
  fontWeight: scale.fontWeight.medium,
});

export const footnote = style({
  marginBlockStart: scale.space.lg,
  maxWidth: '46rem',
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
});
