import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../../tokens/focus';
import { media } from '../../tokens/scale';
import { scale } from '../../tokens/theme.css';

/** The documentation pages of the workshop (stories/support/docs.tsx). */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space['2xl'],
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingBlockEnd: scale.space['2xl'],
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  paddingBlockEnd: scale.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const title = style({
  margin: 0,
  fontSize: scale.fontSize['4xl'],
  lineHeight: scale.lineHeight.tight,
});

export const purpose = style({
  maxWidth: '46rem',
  fontSize: scale.fontSize.lg,
  color: vars.color.foreground.muted,
});

export const columns = style({
  display: 'grid',
  gap: scale.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
});

export const sectionHeading = style({
  margin: 0,
  fontSize: scale.fontSize['2xl'],
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  margin: 0,
  paddingInlineStart: scale.space.lg,
  maxWidth: '46rem',
});

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  maxWidth: '46rem',
});

export const states = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xl,
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
});

export const stateHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: scale.space.sm,
});

export const stateHeading = style({
  margin: 0,
  fontSize: scale.fontSize.xl,
});

export const stateLink = style({
  color: vars.color.foreground.link,
  fontSize: scale.fontSize.sm,
  ':focus-visible': focusRing,
});

export const stateDescription = style({
  margin: 0,
  maxWidth: '46rem',
  color: vars.color.foreground.muted,
});

/**
 * The frame of a live example. `transform` makes it the containing block of fixed-position
 * descendants, so a fixed bar stays inside its frame instead of covering the page.
 */
export const example = style({
  position: 'relative',
  transform: 'translateZ(0)',
  overflow: 'auto',
  padding: scale.space.lg,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.body,
});

export const table = style({
  width: '100%',
  maxWidth: '56rem',
  borderCollapse: 'collapse',
  fontSize: scale.fontSize.sm,
});

export const caption = style({
  captionSide: 'bottom',
  paddingBlockStart: scale.space.xs,
  textAlign: 'start',
  color: vars.color.foreground.muted,
});

export const cell = style({
  paddingBlock: scale.space.xs,
  paddingInline: scale.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: scale.fontWeight.regular,
  selectors: { 'thead &': { fontWeight: scale.fontWeight.semibold } },
});

export const kbd = style({
  fontFamily: 'inherit',
  fontWeight: scale.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const tokenValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xs,
  wordBreak: 'break-word',
});

export const swatch = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: scale.radius.sm,
  border: `1px solid ${vars.color.border.field}`,
});

export const dosAndDonts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.lg,
});

export const pair = style({
  display: 'grid',
  gap: scale.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

const verdictFrame = {
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  padding: scale.space.md,
  borderRadius: scale.radius.md,
  borderBlockStart: '4px solid',
  backgroundColor: vars.color.background.surface,
} as const;

export const doFrame = style({
  ...verdictFrame,
  borderBlockStartColor: vars.color.foreground.positive,
});
export const dontFrame = style({
  ...verdictFrame,
  borderBlockStartColor: vars.color.foreground.critical,
});

export const verdict = style({
  margin: 0,
  fontWeight: scale.fontWeight.bold,
});

/** The workshop's note about the last test run's changed screenshots (latestReview.tsx). */
export const reviewNote = style({
  margin: 0,
  padding: scale.space.md,
  borderRadius: scale.radius.md,
  borderInlineStart: `4px solid ${vars.color.background.accent}`,
  backgroundColor: vars.color.background.surface,
  maxWidth: '46rem',
});

export const changedMark = style({ fontSize: scale.fontSize.sm });
