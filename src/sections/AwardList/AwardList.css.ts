import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** The cards: the shared card grid (PageSection/cardGrid.css.ts). */
export { cardGrid as grid } from '../PageSection/cardGrid.css';

export const card = style({
  padding: scale.space.lg,
  gap: scale.space.sm,
  '@media': {
    [media.tablet]: { padding: scale.space.xl },
  },
});

/** The icon, year and badge row above the title (undoes the card eyebrow's uppercase). */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: scale.space.xs,
  textTransform: 'none',
  letterSpacing: 'normal',
  marginBlockEnd: scale.space.xxs,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: scale.radius.pill,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.accent,
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const iconSvg = style({
  width: '1.25rem',
  height: '1.25rem',
});

export const year = style({
  fontSize: scale.fontSize['2xl'],
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.tight,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.body,
});

export const tags = style({
  marginBlockEnd: scale.space.xxs,
});

export const clientWork = style({
  color: vars.color.foreground.body,
  lineHeight: scale.lineHeight.normal,
});

export const clientWorkLabel = style({
  fontWeight: scale.fontWeight.semibold,
});

export const description = style({
  lineHeight: scale.lineHeight.relaxed,
});

export const link = style({
  fontWeight: scale.fontWeight.semibold,
});

export const actions = style({
  marginBlockStart: scale.space.xl,
});
