import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { arrowLinkIcon } from '../../styles/arrowLink.css';

/** The cards: the shared card grid (PageSection/cardGrid.css.ts), one column on phones. */
export { cardGrid as grid } from '../PageSection/cardGrid.css';

export const card = style({
  gap: scale.space.md,
  overflowWrap: 'anywhere',
  '@media': {
    [media.tablet]: { padding: scale.space.xl },
  },
});

/** The initials beside the name and role. */
export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space.md,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xxs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.xl,
  lineHeight: scale.lineHeight.snug,
});

export const role = style({
  margin: 0,
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  lineHeight: scale.lineHeight.snug,
});

export const city = style({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space.xxs,
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.medium,
});

export const pin = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  color: vars.color.foreground.accent,
});

export const bio = style({
  margin: 0,
  color: vars.color.foreground.muted,
  lineHeight: scale.lineHeight.relaxed,
});

/** The announcement link: the shared arrow link (src/styles/arrowLink.css.ts). */
export { arrowLink as link } from '../../styles/arrowLink.css';

/** Set off by a margin, not a space, so the underline stops at the words. */
export const arrow = style([arrowLinkIcon, { marginInlineStart: '0.25em' }]);
