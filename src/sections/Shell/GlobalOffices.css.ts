import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const section = style({
  paddingBlock: scale.space['2xl'],
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.body,
  color: vars.color.foreground.body,
  '@media': { [media.desktop]: { paddingBlock: scale.space['3xl'] } },
});

export const heading = style({
  fontSize: scale.fontSize['2xl'],
  marginBlockEnd: scale.space.lg,
  selectors: { '&[data-with-intro]': { marginBlockEnd: scale.space.xs } },
});

export const intro = style({
  margin: 0,
  marginBlockEnd: scale.space.lg,
  maxWidth: '42rem',
  color: vars.color.foreground.muted,
});

/** 'View on Map': at the bottom of the card, whatever the address length. */
export const mapLink = style({
  marginBlockStart: 'auto',
  alignSelf: 'flex-start',
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: scale.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    // Two by two: four cards in a row leave an office's e-mail address too little room.
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: scale.space.lg },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  height: '100%',
  padding: scale.space.lg,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
});

export const city = style({
  fontSize: scale.fontSize.xl,
});

export const address = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  fontStyle: 'normal',
  color: vars.color.foreground.muted,
});

export const addressLines = style({
  display: 'flex',
  flexDirection: 'column',
});

export const contacts = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: scale.space.xxs,
});

/** Phone and e-mail links: underlined, link colour, at least 24 px high. */
export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xs,
  minHeight: '1.75rem',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  borderRadius: '2px',
  color: vars.color.foreground.link,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});

export const contactIcon = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  color: vars.color.foreground.muted,
});

export const general = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: scale.space.xs,
  marginBlockStart: scale.space.lg,
  color: vars.color.foreground.muted,
});

/* The Locations page's additions, after the strip's own styles. */

/** The city and the headquarters badge, on one line while they fit (with `headquartersLabel`). */
export const cityRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: scale.space.xs,
});

/** What the office does (with `showRole`): body colour, above the muted address. */
export const role = style({
  margin: 0,
  color: vars.color.foreground.body,
  lineHeight: scale.lineHeight.normal,
});

/** The office's time zone (with `timeZoneLabel`), under its contacts. */
export const timeZone = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: scale.space.xs,
  margin: 0,
  paddingBlockStart: scale.space.sm,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});

/** The clock, centred on the first line of the time zone. */
export const timeZoneIcon = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  marginBlockStart: '0.2em',
  color: vars.color.foreground.muted,
});

/**
 * The headquarters badge (with `headquartersLabel`): the accent Badge's look, drawn here so the
 * strip on every page brings no other component's styles.
 */
export const headquarters = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: '0.125rem',
  paddingInline: scale.space.xs,
  borderRadius: scale.radius.pill,
  border: '1px solid transparent',
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.xs,
  fontWeight: scale.fontWeight.semibold,
  lineHeight: scale.lineHeight.normal,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});

export const timeZoneName = style({
  color: vars.color.foreground.body,
  fontWeight: scale.fontWeight.semibold,
});
