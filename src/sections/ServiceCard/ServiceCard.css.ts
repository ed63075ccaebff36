import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const card = style({
  padding: scale.space.lg,
  gap: scale.space.md,
  '@media': {
    [media.tablet]: { padding: scale.space.xl },
  },
});

export const description = style({
  lineHeight: scale.lineHeight.relaxed,
});

/** A labelled block inside the card: example outcomes, what we do, outcomes. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  marginBlockStart: scale.space.xs,
});

export const label = style({
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.xs,
  fontWeight: scale.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

/** Example outcome chips may wrap inside a narrow card instead of overflowing it. */
export const chips = style({});

globalStyle(`${chips} li > span`, {
  whiteSpace: 'normal',
  textAlign: 'start',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: scale.space.xs,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});

/** The icon before a list item, centred on the first line of text. */
export const icon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '1.25rem',
  height: '1.55em',
  color: vars.color.foreground.muted,
  selectors: {
    '&[data-tone="accent"]': { color: vars.color.foreground.accent },
  },
});

export const iconSvg = style({
  width: '1rem',
  height: '1rem',
});

export const tags = style({
  marginBlockStart: scale.space.sm,
});

export const learnMore = style({
  gap: scale.space.xs,
});

export const arrow = style({
  flexShrink: 0,
  width: '1.125em',
  height: '1.125em',
});
