import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xxs,
  minHeight: '2.75rem',
  marginBlockEnd: scale.space.sm,
  fontWeight: scale.fontWeight.semibold,
});

export const backIcon = style({ width: '1rem', height: '1rem', transform: 'rotate(180deg)' });

export const badges = style({ marginBlockStart: scale.space.lg });

export const apply = style({ marginBlockStart: scale.space.xl });

/** Main column and a sidebar from the desktop breakpoint. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space['2xl'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      gap: scale.space['3xl'],
    },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space['2xl'],
  minWidth: 0,
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xl,
  minWidth: 0,
  '@media': {
    [media.desktop]: { position: 'sticky', insetBlockStart: '6rem' },
  },
});

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
});

export const blockHeading = style({
  margin: 0,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.xl,
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.snug,
});

export const paragraph = style({
  margin: 0,
  color: vars.color.foreground.body,
  lineHeight: scale.lineHeight.relaxed,
});

export const bullets = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  margin: 0,
  paddingInlineStart: scale.space.lg,
  color: vars.color.foreground.body,
  lineHeight: scale.lineHeight.normal,
});

/** Label above value, in a column; rows apart. */
export const facts = style({
  display: 'grid',
  gap: scale.space.sm,
  margin: 0,
});

globalStyle(`${facts} dt`, {
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});

globalStyle(`${facts} dd`, {
  margin: 0,
  color: vars.color.foreground.body,
  fontWeight: scale.fontWeight.semibold,
});

/** The Ready to Apply card: a raised panel. */
export const readyCard = style({
  padding: scale.space.lg,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
  boxShadow: vars.shadow.small,
});

export const cardButton = style({ alignSelf: 'flex-start' });
