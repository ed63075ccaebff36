import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { focusVisible, hovered } from '../../styles/states';

/** The reading column: header, image, body and tags line up on one measure. */
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.lg,
  maxWidth: '48rem',
  marginInline: 'auto',
  paddingBlock: `${scale.space.xl} ${scale.space['2xl']}`,
  '@media': {
    [media.tablet]: { paddingBlock: `${scale.space['2xl']} ${scale.space['3xl']}` },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const title = style({
  fontSize: scale.fontSize['4xl'],
  lineHeight: scale.lineHeight.tight,
  letterSpacing: '-0.025em',
  color: vars.color.foreground.body,
  textWrap: 'balance',
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: scale.space.xs,
  rowGap: scale.space.xxs,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.md,
});

export const separator = style({
  color: vars.color.foreground.faint,
});

export const figure = style({
  margin: 0,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: scale.radius.lg,
  backgroundColor: vars.color.background.surface,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: scale.space.xs,
  paddingBlockStart: scale.space.lg,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const tagsHeading = style({
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  color: vars.color.foreground.body,
  marginInlineEnd: scale.space.xxs,
});

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A tag: a link to the articles carrying it, drawn as a chip. */
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  paddingInline: scale.space.sm,
  borderRadius: scale.radius.pill,
  border: `1px solid ${vars.color.border.field}`,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    [`&${hovered}`]: {
      backgroundColor: vars.color.background.surface,
      borderColor: vars.color.foreground.body,
    },
    [`&${focusVisible}`]: focusRing,
  },
});

/** The cards: the shared card grid (PageSection/cardGrid.css.ts). */
export { cardGrid as relatedGrid } from '../../sections/PageSection/cardGrid.css';

export const loadingStatus = style({
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});
