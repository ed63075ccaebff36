import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/**
 * Space above the eyebrow. The shell already pads `<main>` by the fixed header's height
 * (`mainOffset`), so this is breathing room only.
 */
const clearance = {
  mobile: scale.space['2xl'],
  tablet: scale.space['3xl'],
  desktop: scale.space['4xl'],
} as const;

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  paddingBlockStart: clearance.mobile,
  paddingBlockEnd: scale.space['3xl'],
  backgroundColor: vars.color.background.body,
  color: vars.color.foreground.body,
  selectors: {
    /** A faint blueprint grid, fading out towards the bottom left. */
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      backgroundImage: `linear-gradient(${vars.color.border.subtle} 1px, transparent 1px), linear-gradient(90deg, ${vars.color.border.subtle} 1px, transparent 1px)`,
      backgroundSize: '48px 48px',
      backgroundPosition: 'center top',
      maskImage: 'radial-gradient(ellipse 80% 70% at 75% 20%, black 10%, transparent 75%)',
      WebkitMaskImage: 'radial-gradient(ellipse 80% 70% at 75% 20%, black 10%, transparent 75%)',
      opacity: 0.7,
    },
    /** A soft accent glow behind the top right. */
    '&::after': {
      content: '""',
      position: 'absolute',
      zIndex: -1,
      insetBlockStart: '-20%',
      insetInlineEnd: '-20%',
      width: '70%',
      height: '90%',
      background: `radial-gradient(closest-side, ${vars.color.background.accentSoft}, transparent)`,
    },
  },
  '@media': {
    [media.tablet]: {
      paddingBlockStart: clearance.tablet,
    },
    [media.desktop]: {
      paddingBlockStart: clearance.desktop,
      paddingBlockEnd: scale.space['4xl'],
    },
    [media.forcedColors]: {
      selectors: { '&::before, &::after': { display: 'none' } },
    },
  },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: scale.space['2xl'],
  '@media': {
    [media.desktop]: {
      selectors: {
        [`${hero}[data-variant="feature"] &`]: {
          gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
          gap: scale.space['3xl'],
        },
      },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: scale.space.lg,
  maxWidth: '50rem',
});

export const eyebrow = style({
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
  letterSpacing: '0.02em',
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const eyebrowDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: scale.radius.pill,
  backgroundColor: 'currentColor',
});

export const title = style({
  fontSize: scale.fontSize['5xl'],
  lineHeight: scale.lineHeight.tight,
  fontWeight: scale.fontWeight.bold,
  letterSpacing: '-0.035em',
  color: vars.color.foreground.body,
  selectors: {
    [`${hero}[data-variant="page"] &`]: { fontSize: scale.fontSize['4xl'] },
  },
  '@media': {
    [media.desktop]: {
      selectors: {
        [`${hero}[data-variant="page"] &`]: { fontSize: scale.fontSize['5xl'] },
      },
    },
  },
});

/** The highlighted part of the title. */
export const highlight = style({
  color: vars.color.foreground.accent,
});

export const lead = style({
  maxWidth: '40rem',
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.relaxed,
  color: vars.color.foreground.muted,
  '@media': {
    [media.tablet]: { fontSize: scale.fontSize.xl },
  },
});

export const actions = style({
  marginBlockStart: scale.space.xs,
  width: '100%',
  '@media': {
    [media.tablet]: { width: 'auto' },
  },
});

/** The decorative system diagram beside the title; desktop only. */
export const art = style({
  display: 'none',
  '@media': {
    [media.desktop]: { display: 'block' },
    [media.forcedColors]: { display: 'none' },
  },
});

export const artSvg = style({
  width: '100%',
  height: 'auto',
  overflow: 'visible',
});

export const artPanel = style({
  fill: vars.color.background.raised,
  stroke: vars.color.border.subtle,
  strokeWidth: 1,
  filter: `drop-shadow(${vars.shadow.large})`,
});

export const artBar = style({
  fill: vars.color.background.surface,
});

export const artNode = style({
  fill: vars.color.background.raised,
  stroke: vars.color.border.field,
  strokeWidth: 1.5,
});

export const artNodeAccent = style({
  fill: vars.color.background.accent,
});

export const artLink = style({
  fill: 'none',
  stroke: vars.color.border.field,
  strokeWidth: 1.5,
  strokeDasharray: '4 5',
});

export const artCurve = style({
  fill: 'none',
  stroke: vars.color.background.accent,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const artArea = style({
  fill: vars.color.background.accentSoft,
});
