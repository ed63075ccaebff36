import { createVar, type StyleRule } from '@vanilla-extract/css';
import { componentStyle } from '../../../src/styles/layers.css';
import { media, space } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** Column counts per breakpoint; Grid sets all three inline so nested grids never inherit. */
export const columnsMobile = createVar();
export const columnsTablet = createVar();
export const columnsDesktop = createVar();

const gapSelectors: NonNullable<StyleRule['selectors']> = Object.fromEntries(
  (Object.keys(space) as Array<keyof typeof space>).map((key) => [
    `&[data-gap="${key}"]`,
    { gap: scale.space[key] },
  ]),
);

export const grid = componentStyle({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: `repeat(${columnsMobile}, minmax(0, 1fr))`,
  selectors: gapSelectors,
  '@media': {
    [media.tablet]: { gridTemplateColumns: `repeat(${columnsTablet}, minmax(0, 1fr))` },
    [media.desktop]: { gridTemplateColumns: `repeat(${columnsDesktop}, minmax(0, 1fr))` },
  },
});
