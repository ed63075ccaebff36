import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.xs,
  margin: 0,
  marginBlockStart: scale.space.lg,
  padding: 0,
  listStyle: 'none',
});

/** The secondary KPIs under the primary claim. */
export const secondary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  marginBlockStart: scale.space.xl,
  maxWidth: '42rem',
});

export const smallHeading = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

/** A list with a tick before each line. */
export const checks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.md,
  lineHeight: scale.lineHeight.normal,
});

globalStyle(`${checks} > li`, {
  position: 'relative',
  paddingInlineStart: scale.space.lg,
});

/** A tick drawn in the accent colour (decorative: the list says what it is). */
globalStyle(`${checks} > li::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: '0.15em',
  insetBlockStart: '0.45em',
  width: '0.4em',
  height: '0.7em',
  borderInlineEnd: `2px solid ${vars.color.foreground.accent}`,
  borderBlockEnd: `2px solid ${vars.color.foreground.accent}`,
  transform: 'rotate(45deg)',
});

/** Who the client is, set quietly under the results. */
export const client = style({
  marginBlockStart: scale.space.lg,
  maxWidth: '42rem',
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});

/** Two columns from the desktop breakpoint (Challenge | Approach, Methodology | Modules). */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space['2xl'],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: scale.space['3xl'] },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: scale.space.md,
  minWidth: 0,
});

export const columnHeading = style({
  margin: 0,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize['2xl'],
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.snug,
  letterSpacing: '-0.02em',
});

export const paragraph = style({
  margin: 0,
  maxWidth: '42rem',
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.md,
  lineHeight: scale.lineHeight.relaxed,
});

export const kpis = style({ marginBlockEnd: scale.space.xl });

/** The line saying outcomes are examples, not guarantees. */
export const disclaimer = style({
  margin: 0,
  maxWidth: '46rem',
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});

export const notes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  margin: 0,
  marginBlockEnd: scale.space.sm,
  paddingInlineStart: scale.space.lg,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.md,
  lineHeight: scale.lineHeight.relaxed,
});

export const modules = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.sm,
  margin: 0,
  marginBlockEnd: scale.space.sm,
  padding: 0,
  listStyle: 'none',
});

/** A module as an outlined pill that links to its card on /modules. */
export const moduleLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: scale.space.md,
  borderRadius: scale.radius.pill,
  border: `1px solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.raised,
  fontWeight: scale.fontWeight.semibold,
  textDecoration: 'none',
});
