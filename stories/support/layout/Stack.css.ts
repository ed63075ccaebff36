import type { StyleRule } from '@vanilla-extract/css';
import { componentStyle } from '../../../src/styles/layers.css';
import { space } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

type Selectors = NonNullable<StyleRule['selectors']>;

const gapSelectors: Selectors = Object.fromEntries(
  (Object.keys(space) as Array<keyof typeof space>).map((key) => [
    `&[data-gap="${key}"]`,
    { gap: scale.space[key] },
  ]),
);

const alignments = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;
const justifications = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

const alignSelectors: Selectors = Object.fromEntries(
  Object.entries(alignments).map(([key, value]) => [
    `&[data-align="${key}"]`,
    { alignItems: value },
  ]),
);
const justifySelectors: Selectors = Object.fromEntries(
  Object.entries(justifications).map(([key, value]) => [
    `&[data-justify="${key}"]`,
    { justifyContent: value },
  ]),
);

/** Flex stack: direction, gap, alignment and wrapping are data attributes. */
export const stack = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '&[data-direction="row"]': { flexDirection: 'row' },
    '&[data-wrap]': { flexWrap: 'wrap' },
    ...gapSelectors,
    ...alignSelectors,
    ...justifySelectors,
  },
});
