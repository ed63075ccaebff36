import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { withoutScripts } from '../../styles/scripting';
import { current, focusVisible, hovered } from '../../styles/states';

export const footer = style({
  paddingBlock: scale.space['2xl'],
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.body,
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: scale.space.xl,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: scale.space.sm,
});

export const strapline = style({
  maxWidth: '28rem',
  color: vars.color.foreground.muted,
});

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: scale.space.lg,
  rowGap: scale.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const primaryList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/** Footer links: inherit the text colour, underlined, at least 24 px high. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.75rem',
  borderRadius: '2px',
  color: vars.color.foreground.body,
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.border.field,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.25em',
  cursor: 'pointer',
  selectors: {
    [`&${hovered}`]: {
      color: vars.color.foreground.link,
      textDecorationColor: 'currentColor',
    },
    [`&${current}`]: { fontWeight: scale.fontWeight.semibold },
    [`&${focusVisible}`]: focusRing,
  },
});

/**
 * The low-key 'Investor Room' link: small and in the faint colour, which still reaches
 * 4.5:1 on the footer's surface in both themes.
 */
export const faintLink = style({
  fontSize: scale.fontSize.sm,
  selectors: {
    [`${link}&`]: {
      color: vars.color.foreground.faint,
      textDecorationColor: 'currentColor',
    },
    [`${link}&${hovered}`]: { color: vars.color.foreground.muted },
  },
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  marginBlockStart: scale.space.xl,
  paddingBlockStart: scale.space.lg,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  '@media': {
    [media.tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

export const legalLink = style({
  color: vars.color.foreground.muted,
});

/**
 * The 'Cookie settings' item: without JavaScript there is no banner and nothing is stored, so
 * there is nothing to set.
 */
export const cookieSettingsItem = style({
  selectors: { [`${withoutScripts} &`]: { display: 'none' } },
});

/** The 'Cookie settings' button, dressed as the legal links next to it. */
export const cookieSettings = style({
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  font: 'inherit',
  textAlign: 'start',
});
