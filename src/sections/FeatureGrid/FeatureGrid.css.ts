import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';

/** The cards: the shared card grid (PageSection/cardGrid.css.ts). */
export { cardGrid as grid } from '../PageSection/cardGrid.css';

export const card = style({
  padding: scale.space.lg,
  gap: scale.space.sm,
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: scale.space.xs,
});

export const number = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.accent,
  fontWeight: scale.fontWeight.bold,
});

export const body = style({
  lineHeight: scale.lineHeight.relaxed,
});

export const chips = style({
  marginBlockStart: scale.space.xs,
});

export const actions = style({
  marginBlockStart: scale.space.xl,
});
