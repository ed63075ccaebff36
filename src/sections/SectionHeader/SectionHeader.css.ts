import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  maxWidth: '46rem',
  marginBlockEnd: scale.space.xl,
  selectors: {
    '&[data-align="center"]': {
      marginInline: 'auto',
      alignItems: 'center',
      textAlign: 'center',
    },
  },
});

export const eyebrow = style({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space.xs,
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  selectors: {
    [`${header}[data-tone="onEmphasis"] &`]: { color: vars.color.foreground.onEmphasisMuted },
  },
});

/** The short rule before the eyebrow text. */
export const eyebrowRule = style({
  display: 'inline-block',
  width: '1.5rem',
  height: '2px',
  borderRadius: '1px',
  backgroundColor: 'currentColor',
});

export const heading = style({
  fontSize: scale.fontSize['4xl'],
  lineHeight: scale.lineHeight.tight,
  letterSpacing: '-0.03em',
  color: vars.color.foreground.body,
  selectors: {
    [`${header}[data-tone="onEmphasis"] &`]: { color: vars.color.foreground.onEmphasis },
    [`${header}[data-size="small"] &`]: { fontSize: scale.fontSize['3xl'] },
  },
});

export const intro = style({
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.relaxed,
  color: vars.color.foreground.muted,
  selectors: {
    [`${header}[data-tone="onEmphasis"] &`]: { color: vars.color.foreground.onEmphasisMuted },
  },
});
