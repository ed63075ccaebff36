import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';

export { sidebarLayout as layout } from '../../sections/PageSection/sidebar.css';

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
