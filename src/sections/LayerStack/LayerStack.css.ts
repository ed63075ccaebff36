import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** Space between two bands; the connectors bridge exactly this gap. */
const gap = { mobile: scale.space.lg, tablet: scale.space.xl } as const;
/** Inner padding of a band; the connectors line up with the marker's centre. */
const padding = { mobile: scale.space.lg, tablet: scale.space.xl } as const;
const markerSize = '3rem';

export const stack = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: gap.mobile,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gap: gap.tablet },
  },
});

/** One layer: a full-width band of the diagram. */
export const band = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${markerSize} minmax(0, 1fr)`,
  gridTemplateAreas: '"marker title" "detail detail"',
  alignItems: 'start',
  columnGap: scale.space.md,
  rowGap: scale.space.md,
  padding: padding.mobile,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.body,
  selectors: {
    [`${stack}[data-band="raised"] &`]: {
      backgroundColor: vars.color.background.raised,
      boxShadow: vars.shadow.medium,
    },
  },
  '@media': {
    [media.tablet]: {
      padding: padding.tablet,
      columnGap: scale.space.lg,
      gridTemplateAreas: '"marker title" ". detail"',
    },
    [media.desktop]: {
      gridTemplateColumns: `${markerSize} minmax(0, 5fr) minmax(0, 7fr)`,
      gridTemplateAreas: '"marker title detail"',
      columnGap: scale.space.xl,
    },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

/**
 * The decorative links between a band and the one above it: two dashed uprights, under the
 * marker and at the far edge, spanning the gap between the bands.
 */
export const connector = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: '100%',
  height: `calc(${gap.mobile} + 1px)`,
  pointerEvents: 'none',
  selectors: {
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      width: 0,
      borderInlineStart: `2px dashed ${vars.color.border.field}`,
    },
    '&::before': { insetInlineStart: `calc(${padding.mobile} + (${markerSize} / 2) - 1px)` },
    '&::after': { insetInlineEnd: `calc(${padding.mobile} + (${markerSize} / 2) - 1px)` },
  },
  '@media': {
    [media.tablet]: {
      height: `calc(${gap.tablet} + 1px)`,
      selectors: {
        '&::before': { insetInlineStart: `calc(${padding.tablet} + (${markerSize} / 2) - 1px)` },
        '&::after': { insetInlineEnd: `calc(${padding.tablet} + (${markerSize} / 2) - 1px)` },
      },
    },
    [media.forcedColors]: {
      selectors: { '&::before, &::after': { borderInlineStartColor: 'CanvasText' } },
    },
  },
});

/** A small drawing of the whole stack with this band's layer filled in. */
export const marker = style({
  gridArea: 'marker',
  display: 'grid',
  placeItems: 'center',
  width: markerSize,
  height: markerSize,
  borderRadius: scale.radius.md,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.accent,
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const markerSvg = style({
  width: '1.75rem',
  height: '1.75rem',
});

export const markerBar = style({
  fill: 'currentColor',
  opacity: 0.28,
  selectors: {
    '&[data-active="true"]': { opacity: 1 },
  },
});

export const title = style({
  gridArea: 'title',
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xxs,
  minWidth: 0,
});

export const label = style({
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const name = style({
  fontSize: scale.fontSize['2xl'],
  lineHeight: scale.lineHeight.snug,
  letterSpacing: '-0.02em',
  color: vars.color.foreground.body,
  overflowWrap: 'anywhere',
});

export const role = style({
  marginBlockStart: scale.space.xxs,
  fontWeight: scale.fontWeight.medium,
  lineHeight: scale.lineHeight.normal,
  color: vars.color.foreground.body,
});

export const detail = style({
  gridArea: 'detail',
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  minWidth: 0,
});

export const description = style({
  lineHeight: scale.lineHeight.relaxed,
  color: vars.color.foreground.muted,
});

export const actions = style({
  marginBlockStart: scale.space.xl,
});
