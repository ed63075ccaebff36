import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { breakpoints, media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/**
 * Phones: every row is a card, each value under its column's name (the column headings are
 * visually hidden but still read). From tablet width up: a table of five columns.
 */
const stacked = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
  '@media': {
    [stacked]: { display: 'block' },
  },
});

export const caption = style({
  marginBlockEnd: scale.space.sm,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.md,
  fontWeight: scale.fontWeight.semibold,
  textAlign: 'start',
  '@media': {
    [stacked]: { display: 'block' },
  },
});

export const head = style({
  '@media': {
    [stacked]: {
      display: 'block',
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const columnHeader = style({
  paddingBlock: scale.space.sm,
  paddingInline: scale.space.sm,
  borderBlockEnd: `2px solid ${vars.color.border.field}`,
  color: vars.color.foreground.muted,
  fontWeight: scale.fontWeight.semibold,
  textAlign: 'start',
  verticalAlign: 'bottom',
  selectors: {
    '&:first-child': { paddingInlineStart: 0 },
    '&:last-child': { paddingInlineEnd: 0 },
  },
});

export const body = style({
  '@media': {
    [stacked]: {
      display: 'flex',
      flexDirection: 'column',
      gap: scale.space.sm,
    },
  },
});

export const row = style({
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [stacked]: {
      display: 'flex',
      flexDirection: 'column',
      gap: scale.space.xs,
      padding: scale.space.md,
      border: `1px solid ${vars.color.border.subtle}`,
      borderRadius: scale.radius.md,
      backgroundColor: vars.color.background.raised,
    },
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

const cellSpacing = {
  paddingBlock: scale.space.sm,
  paddingInline: scale.space.sm,
  textAlign: 'start',
  verticalAlign: 'top',
  selectors: {
    '&:first-child': { paddingInlineStart: 0 },
    '&:last-child': { paddingInlineEnd: 0 },
  },
} as const;

/** The item's name heads its row: the first column on a table, the card's title on a phone. */
export const rowHeader = style({
  ...cellSpacing,
  width: '22%',
  fontWeight: scale.fontWeight.semibold,
  '@media': {
    [stacked]: { display: 'block', width: 'auto', padding: 0 },
  },
});

/** The name as the browser shows it, in the monospace face the articles use for code. */
export const name = style({
  fontFamily: "ui-monospace, 'DejaVu Sans Mono', 'Liberation Mono', monospace",
  fontSize: '0.8125rem',
  overflowWrap: 'anywhere',
});

export const setBy = style({
  display: 'block',
  marginBlockStart: scale.space.xxs,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.xs,
  fontWeight: scale.fontWeight.regular,
});

export const cell = style({
  ...cellSpacing,
  '@media': {
    [stacked]: {
      display: 'grid',
      gridTemplateColumns: '5.5rem minmax(0, 1fr)',
      columnGap: scale.space.sm,
      padding: 0,
    },
  },
});

/** The column's name before each value, on phones only. */
export const cellLabel = style({
  display: 'none',
  color: vars.color.foreground.muted,
  fontWeight: scale.fontWeight.semibold,
  '@media': {
    [stacked]: { display: 'block' },
  },
});

export const cellValue = style({
  minWidth: 0,
});
