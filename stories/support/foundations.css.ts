import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/scale';
import { scale } from '../../tokens/theme.css';

/** The Foundations pages of the workshop (stories/support/foundations.tsx). */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xl,
  maxWidth: '72rem',
  marginInline: 'auto',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  paddingBlockEnd: scale.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});

export const title = style({
  margin: 0,
  fontSize: scale.fontSize['3xl'],
  lineHeight: scale.lineHeight.tight,
});

export const intro = style({
  maxWidth: '48rem',
  fontSize: scale.fontSize.lg,
  color: vars.color.foreground.muted,
});

export const sectionDescription = style({
  maxWidth: '48rem',
  color: vars.color.foreground.muted,
});

/** Code in running prose stays on one line: '[data-focus-visible]' must not break at its hyphen. */
globalStyle(`${intro} code, ${sectionDescription} code`, { whiteSpace: 'nowrap' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
});

export const sectionHeading = style({
  margin: 0,
  fontSize: scale.fontSize.xl,
});

export const columns = style({
  display: 'grid',
  gap: scale.space.xl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: scale.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  paddingBlock: scale.space.xs,
  paddingInline: scale.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  fontWeight: scale.fontWeight.regular,
  selectors: {
    'thead &': { fontWeight: scale.fontWeight.semibold, verticalAlign: 'bottom' },
    '&:first-child': { paddingInlineStart: 0 },
  },
});

export const groupCell = style({
  paddingBlock: scale.space.xs,
  paddingBlockStart: scale.space.md,
  borderBlockEnd: `2px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  fontSize: scale.fontSize.md,
  fontWeight: scale.fontWeight.bold,
});

export const muted = style({
  color: vars.color.foreground.muted,
});

/** A line under a token's name: its value, or what it is for. */
export const note = style({
  display: 'block',
  marginBlockStart: scale.space.xxs,
  color: vars.color.foreground.muted,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xxs,
});

export const code = style({
  fontFamily: "ui-monospace, 'Liberation Mono', Menlo, Consolas, monospace",
  fontSize: '0.8125rem',
  overflowWrap: 'break-word',
});

/** Token names in a table's first column stay on one line. */
export const name = style({ whiteSpace: 'nowrap' });

export const value = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xs,
});

export const swatch = style({
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: scale.radius.sm,
  border: `1px solid ${vars.color.border.field}`,
});

export const passMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xxs,
  fontWeight: scale.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const pass = style({ color: vars.color.foreground.positive });
export const fail = style({ color: vars.color.foreground.critical });

/** A frame around a live example. */
export const example = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: scale.space.lg,
  padding: scale.space.lg,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.body,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  padding: scale.space.lg,
  borderRadius: scale.radius.lg,
  backgroundColor: vars.color.background.surface,
});

export const panelHeading = style({
  margin: 0,
  fontSize: scale.fontSize.md,
});

export const definitions = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: scale.space.md,
  rowGap: scale.space.xs,
  margin: 0,
  fontSize: scale.fontSize.sm,
});

export const term = style({ fontWeight: scale.fontWeight.semibold });
export const definition = style({ margin: 0 });
