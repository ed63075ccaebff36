import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** The card is the positioning context of its title link's stretched hit area. */
export const card = style({
  position: 'relative',
  gap: scale.space.sm,
  overflowWrap: 'anywhere',
  transition: `border-color ${scale.duration.fast} ${scale.easing.standard}, box-shadow ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.field, boxShadow: vars.shadow.small },
    // The focus ring goes round the whole card, which the link covers.
    '&:has(a:focus-visible)': focusRing,
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const media_ = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: scale.radius.md,
  backgroundColor: vars.color.background.accentSoft,
});

/** In place of a missing image, so the cards of a row line up. */
export const placeholder = style([
  media_,
  {
    backgroundImage: `linear-gradient(135deg, ${vars.color.background.accentSoft}, ${vars.color.background.surface})`,
    border: `1px solid ${vars.color.border.subtle}`,
  },
]);

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.xs,
});

export const title = style({
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.snug,
  color: vars.color.foreground.body,
});

/** The title's link; its ::after covers the card, so the whole card can be clicked. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: scale.radius.lg,
    },
    [`${card}:hover &`]: {
      textDecorationLine: 'underline',
      textDecorationThickness: '1px',
      textUnderlineOffset: '0.2em',
    },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: scale.space.xs,
  rowGap: scale.space.xxs,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
});

export const separator = style({
  color: vars.color.foreground.faint,
});

/** Clamped to three lines on article cards, four on report cards. */
export const excerpt = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  color: vars.color.foreground.muted,
  lineHeight: scale.lineHeight.normal,
  selectors: {
    '&[data-lines="4"]': { WebkitLineClamp: 4 },
  },
});

/** Tags at the foot of a report card (inside the card's link area, like the rest of the card). */
export const tags = style({
  marginBlockStart: 'auto',
  paddingBlockStart: scale.space.xs,
});
