import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/**
 * A full-width band holding several labelled blocks (a plain `div`: each block inside is the
 * `<section>`). Same rhythm and tones as `PageSection`.
 */
export const band = style({
  paddingBlock: scale.space['3xl'],
  backgroundColor: vars.color.background.body,
  color: vars.color.foreground.body,
  selectors: {
    '&[data-tone="surface"]': { backgroundColor: vars.color.background.surface },
  },
  '@media': {
    [media.desktop]: { paddingBlock: scale.space['4xl'] },
    [media.forcedColors]: { borderBlockStart: '1px solid CanvasText' },
  },
});

/** One column on phones and tablets; twelve on desktop, blocks spanning 7, 5 or 12. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.md,
  '@media': {
    [media.tablet]: { gap: scale.space.lg },
    [media.desktop]: { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' },
  },
});

const span = {
  '&[data-span="wide"]': { gridColumn: 'span 7' },
  '&[data-span="narrow"]': { gridColumn: 'span 5' },
  '&[data-span="full"]': { gridColumn: '1 / -1' },
} as const;

/** A block without a panel around it (on the body band). */
export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  minWidth: 0,
  '@media': {
    [media.desktop]: { selectors: span, paddingInlineEnd: scale.space.xl },
  },
});

/** A block drawn as a raised panel (surface band) or a surface panel (body band). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  minWidth: 0,
  padding: scale.space.lg,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
  boxShadow: vars.shadow.small,
  selectors: {
    '&[data-variant="surface"]': {
      backgroundColor: vars.color.background.surface,
      boxShadow: 'none',
    },
  },
  '@media': {
    [media.tablet]: {
      padding: scale.space.xl,
      selectors: {
        '&[data-layout="inline"]': {
          flexDirection: 'row',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: scale.space.xl,
        },
      },
    },
    [media.desktop]: { selectors: span },
  },
});

export const heading = style({
  fontSize: scale.fontSize['2xl'],
  lineHeight: scale.lineHeight.snug,
  letterSpacing: '-0.02em',
  color: vars.color.foreground.body,
});

export const subheading = style({
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.snug,
  color: vars.color.foreground.body,
});

export const description = style({
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.relaxed,
  color: vars.color.foreground.muted,
  '@media': {
    [media.tablet]: { fontSize: scale.fontSize.xl },
  },
});

export const tags = style({
  '@media': {
    [media.tablet]: { justifyContent: 'flex-end' },
  },
});

/** A list with an icon before each item (use cases, governance points). */
export const iconList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const iconItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: scale.space.sm,
  lineHeight: scale.lineHeight.normal,
  color: vars.color.foreground.body,
});

export const icon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: scale.radius.pill,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.accent,
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const iconSvg = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
});

export const setupHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: scale.space.sm,
});

/** The setup timeline as a pill ('Live in under 24 hours'). */
export const timeline = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xs,
  paddingBlock: scale.space.xxs,
  paddingInline: scale.space.sm,
  borderRadius: scale.radius.pill,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const setupColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.xl,
  marginBlockStart: scale.space.xs,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' },
  },
});

export const setupColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: scale.space.md,
  padding: scale.space.md,
  borderRadius: scale.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  lineHeight: scale.lineHeight.normal,
  color: vars.color.foreground.body,
});

export const stepNumber = style({
  flexShrink: 0,
  minWidth: '2rem',
  paddingBlock: '0.125rem',
  borderRadius: scale.radius.sm,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const note = style({
  maxWidth: '40rem',
  color: vars.color.foreground.muted,
  lineHeight: scale.lineHeight.normal,
});

/** Impacted KPIs as stat tiles: one column on phones, three from tablets. */
export const kpis = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.md,
  margin: 0,
  marginBlockStart: scale.space.xs,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const kpi = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  minWidth: 0,
  padding: scale.space.lg,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  borderBlockStart: `3px solid ${vars.color.background.accent}`,
  backgroundColor: vars.color.background.surface,
});

export const kpiValue = style({
  fontSize: scale.fontSize['3xl'],
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.tight,
  letterSpacing: '-0.03em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.accent,
  overflowWrap: 'anywhere',
});

export const kpiName = style({
  fontSize: scale.fontSize.md,
  fontWeight: scale.fontWeight.medium,
  lineHeight: scale.lineHeight.snug,
  color: vars.color.foreground.muted,
});

export const usedIn = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const usedInItem = style({
  paddingBlock: scale.space.sm,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  fontWeight: scale.fontWeight.semibold,
  color: vars.color.foreground.body,
  selectors: {
    '&:first-child': { borderBlockStart: 'none', paddingBlockStart: 0 },
  },
});

export const usedInLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xs,
});

export const arrowSvg = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
});
