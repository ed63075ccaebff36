import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { withoutScripts } from '../../styles/scripting';

export const page = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  minHeight: '70vh',
  paddingBlockStart: scale.space['2xl'],
  paddingBlockEnd: scale.space['3xl'],
  backgroundColor: vars.color.background.body,
  selectors: {
    /** The blueprint grid of the hero, centred. */
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      backgroundImage: `linear-gradient(${vars.color.border.subtle} 1px, transparent 1px), linear-gradient(90deg, ${vars.color.border.subtle} 1px, transparent 1px)`,
      backgroundSize: '48px 48px',
      backgroundPosition: 'center center',
      maskImage: 'radial-gradient(ellipse 60% 60% at 50% 45%, black 5%, transparent 70%)',
      WebkitMaskImage: 'radial-gradient(ellipse 60% 60% at 50% 45%, black 5%, transparent 70%)',
      opacity: 0.7,
    },
  },
  '@media': {
    [media.desktop]: {
      paddingBlockStart: scale.space['3xl'],
      paddingBlockEnd: scale.space['4xl'],
    },
    [media.forcedColors]: {
      selectors: { '&::before': { display: 'none' } },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: scale.space.lg,
  textAlign: 'center',
});

/** The big decorative numeral (SVG text): a soft wash outlined in the accent colour. */
export const numeral = style({
  width: 'min(100%, 26rem)',
  height: 'auto',
  overflow: 'visible',
});

export const numeralText = style({
  fontFamily: scale.font.body,
  fontSize: '136px',
  fontWeight: scale.fontWeight.bold,
  letterSpacing: '-0.06em',
  fill: vars.color.background.accentSoft,
  stroke: vars.color.foreground.accent,
  strokeWidth: 2,
  paintOrder: 'stroke',
  '@media': {
    [media.forcedColors]: { fill: 'CanvasText', stroke: 'CanvasText' },
  },
});

export const title = style({
  fontSize: scale.fontSize['4xl'],
  lineHeight: scale.lineHeight.tight,
  letterSpacing: '-0.03em',
  color: vars.color.foreground.body,
});

export const message = style({
  maxWidth: '32rem',
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.relaxed,
  color: vars.color.foreground.muted,
});

/** 'Go Back' needs the browser's history, which only a script can use. */
export const needsScript = style({
  selectors: { [`${withoutScripts} &`]: { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: scale.space.sm,
  width: '100%',
  marginBlockStart: scale.space.xs,
  '@media': {
    [media.tablet]: {
      flexDirection: 'row',
      justifyContent: 'center',
      width: 'auto',
    },
  },
});

export const icon = style({
  flexShrink: 0,
  width: '1.125em',
  height: '1.125em',
});
