import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

import { cardGrid as grid } from '../PageSection/cardGrid.css';

/** The cards: the shared card grid (PageSection/cardGrid.css.ts). */
export { grid };

export const card = style({
  padding: scale.space.lg,
  gap: scale.space.sm,
  '@media': {
    [media.tablet]: { padding: scale.space.xl },
  },
  selectors: {
    [`${grid}[data-variant="compact"] &`]: {
      padding: scale.space.lg,
    },
  },
});

export const number = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.accent,
  fontWeight: scale.fontWeight.bold,
});

export const description = style({
  lineHeight: scale.lineHeight.relaxed,
});

export const summary = style({
  lineHeight: scale.lineHeight.normal,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  flexGrow: 1,
  margin: 0,
  marginBlockStart: scale.space.xs,
});

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
});

export const term = style({
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.xs,
  fontWeight: scale.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const definition = style({
  margin: 0,
  lineHeight: scale.lineHeight.normal,
});

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: scale.space.xs,
  color: vars.color.foreground.body,
});

export const check = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.125rem',
  borderRadius: scale.radius.pill,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.accent,
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const checkSvg = style({
  width: '0.875rem',
  height: '0.875rem',
});

/** The key outcome: a rule above it sets the figure apart from the details. */
export const outcome = style({
  marginBlockStart: 'auto',
  paddingBlockStart: scale.space.md,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const compactOutcome = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: scale.space.xs,
  marginBlockStart: 'auto',
  paddingBlockStart: scale.space.sm,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const outcomeValue = style({
  fontSize: scale.fontSize['3xl'],
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.tight,
  letterSpacing: '-0.03em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.accent,
  selectors: {
    [`${compactOutcome} &`]: { fontSize: scale.fontSize['2xl'] },
  },
});

export const outcomeLabel = style({
  color: vars.color.foreground.body,
  fontWeight: scale.fontWeight.medium,
});

export const footnote = style({
  marginBlockStart: scale.space.lg,
  maxWidth: '46rem',
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
});

export const actions = style({
  marginBlockStart: scale.space.xl,
});
