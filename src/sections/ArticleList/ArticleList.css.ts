import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** The filter panel and the count line: the catalogue's look. */
export { controls, count } from '../ProductCatalogue/ProductCatalogue.css';

/** Search box and sort select side by side from tablet. */
export const searchRow = style({
  display: 'grid',
  gap: scale.space.md,
  alignItems: 'end',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) 14rem' },
  },
});

/** Pillar and topic side by side from tablet. */
export const filterRow = style({
  display: 'grid',
  gap: scale.space.md,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** The tag filter folds away: two dozen chips would push the list off a phone's screen. */
export const tagDisclosure = style({
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  paddingBlockStart: scale.space.sm,
});

export const tagSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xs,
  minHeight: '2.75rem',
  cursor: 'pointer',
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  color: vars.color.foreground.body,
  borderRadius: scale.radius.sm,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const chevron = style({
  width: '1.125rem',
  height: '1.125rem',
  transition: `transform ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    [`${tagDisclosure}[open] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const tagChips = style({
  paddingBlock: `${scale.space.xs} ${scale.space.xxs}`,
});

/** The notes on tags the list cannot apply (unknown, or only on reports). */
export const tagNotes = style({
  display: 'grid',
  gap: scale.space.xs,
  marginBlock: scale.space.md,
  padding: scale.space.md,
  borderInlineStart: `4px solid ${vars.color.border.focus}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.body,
});

export const tagNoteLink = style({
  color: vars.color.foreground.link,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': focusRing },
});

export const active = style({
  marginBlockStart: scale.space.md,
});

/** The cards: the shared card grid (PageSection/cardGrid.css.ts). */
export { cardGrid as grid } from '../PageSection/cardGrid.css';
