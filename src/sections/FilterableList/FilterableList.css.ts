import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { withoutScripts, withScripts } from '../../styles/scripting';

/** The filter panel and the count line: the catalogue's look. */
export { controls, count } from '../ProductCatalogue/ProductCatalogue.css';

export const search = style({
  maxWidth: '32rem',
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
});

export const groupLabel = style({
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});

/** Two chip groups side by side on wide screens. */
export const groups = style({
  display: 'grid',
  gap: scale.space.md,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
      alignItems: 'start',
    },
  },
});

/** The cards: the shared card grid (PageSection/cardGrid.css.ts). */
export { cardGrid as grid } from '../PageSection/cardGrid.css';

/**
 * An item beyond what 'Load More' has shown so far: hidden only while scripts run (the button
 * needs them); without scripts every item shows.
 */
export const beyond = style({
  selectors: { [`${withScripts} &`]: { display: 'none' } },
});

/** Shown only while scripts run / only without them (the count line of a Load More list). */
export const onlyWithScripts = style({
  selectors: { [`${withoutScripts} &`]: { display: 'none' } },
});
export const onlyWithoutScripts = style({
  selectors: { [`${withScripts} &`]: { display: 'none' } },
});

/** The Load More button under the list. */
export const more = style({
  display: 'flex',
  justifyContent: 'center',
  marginBlockStart: scale.space.xl,
});

/** A line under the list (outcomes are examples, not guarantees). */
export const disclaimer = style({
  margin: 0,
  marginBlockStart: scale.space.lg,
  maxWidth: '46rem',
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});
