import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** The dark panel, inset in a body or surface band so it never merges with a dark neighbour. */
export const panel = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.xl,
  paddingBlock: scale.space['2xl'],
  paddingInline: scale.space.lg,
  borderRadius: scale.radius.lg,
  backgroundColor: vars.color.background.emphasis,
  color: vars.color.foreground.onEmphasis,
  boxShadow: vars.shadow.large,
  selectors: {
    /** Concentric rings in the corner, drawn in the band's border colour. */
    '&::before': {
      content: '""',
      position: 'absolute',
      zIndex: -1,
      insetBlockStart: '-12rem',
      insetInlineEnd: '-12rem',
      width: '28rem',
      height: '28rem',
      borderRadius: '50%',
      background: `repeating-radial-gradient(circle, transparent 0 2.5rem, ${vars.color.border.onEmphasis} 2.5rem calc(2.5rem + 1px))`,
      opacity: 0.9,
    },
  },
  '@media': {
    [media.tablet]: {
      paddingBlock: scale.space['3xl'],
      paddingInline: scale.space['2xl'],
    },
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: scale.space['3xl'],
      paddingInline: scale.space['3xl'],
    },
    [media.forcedColors]: {
      border: '1px solid CanvasText',
      selectors: { '&::before': { display: 'none' } },
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
});

export const eyebrow = style({
  color: vars.color.foreground.onEmphasisMuted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const heading = style({
  fontSize: scale.fontSize['4xl'],
  lineHeight: scale.lineHeight.tight,
  letterSpacing: '-0.03em',
  color: vars.color.foreground.onEmphasis,
});

export const body = style({
  maxWidth: '38rem',
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.relaxed,
  color: vars.color.foreground.onEmphasisMuted,
});

/** From the desktop breakpoint the buttons stack in the right column, at equal widths. */
export const actions = style({
  '@media': {
    [media.desktop]: {
      selectors: {
        [`${panel} &`]: { flexDirection: 'column', alignItems: 'stretch' },
      },
    },
  },
});
