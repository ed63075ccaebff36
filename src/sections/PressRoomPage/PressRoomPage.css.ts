import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** The releases beside the cards on desktop; the cards after the releases on phones. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space['2xl'],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 8fr) minmax(0, 4fr)',
      alignItems: 'start',
    },
  },
});

export const releases = style({
  minWidth: 0,
});

export const more = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.lg,
  margin: 0,
  marginBlockStart: scale.space.lg,
  fontWeight: scale.fontWeight.semibold,
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.lg,
});

export const cardText = style({
  margin: 0,
  color: vars.color.foreground.muted,
  lineHeight: scale.lineHeight.normal,
});

export const cardLink = style({
  fontWeight: scale.fontWeight.semibold,
});

export const coverageMeta = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
});

export const publication = style({
  color: vars.color.foreground.accent,
  fontWeight: scale.fontWeight.semibold,
});

export const coverageTitle = style({
  margin: 0,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.snug,
  color: vars.color.foreground.body,
});

export const social = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
});

export const socialHeading = style({
  margin: 0,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.bold,
  color: vars.color.foreground.body,
});
