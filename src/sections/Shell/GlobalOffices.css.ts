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
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: scale.space.lg },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
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
