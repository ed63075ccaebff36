import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** The cards: the shared card grid (PageSection/cardGrid.css.ts). */
export { cardGrid as grid } from '../PageSection/cardGrid.css';

/** An accent rule across the top of each card, like the numbered principles. */
export const card = style({
  position: 'relative',
  padding: scale.space.lg,
  gap: scale.space.sm,
  borderBlockStart: `3px solid ${vars.color.background.accent}`,
  '@media': {
    [media.tablet]: { padding: scale.space.xl },
  },
});

/** The pictogram's tile: accent on the soft accent background. */
export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: scale.radius.md,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.accent,
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

globalStyle(`${icon} svg`, { width: '1.75rem', height: '1.75rem' });

export const subtitle = style({
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.md,
  fontWeight: scale.fontWeight.semibold,
  lineHeight: scale.lineHeight.snug,
});

export const body = style({
  lineHeight: scale.lineHeight.relaxed,
});

/** The card's link and its arrow: the shared arrow link (src/styles/arrowLink.css.ts). */
export { arrowLink as link, arrowLinkIcon as arrow } from '../../styles/arrowLink.css';

export const actions = style({
  marginBlockStart: scale.space.xl,
});

/** The line under the grid: a quiet link (the Insights feed) or a short note. */
export const note = style({
  marginBlockStart: scale.space.xl,
  fontWeight: scale.fontWeight.semibold,
});
