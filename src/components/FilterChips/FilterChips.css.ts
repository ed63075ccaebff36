import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';
import { pillGroupRule, pillRule } from '../../styles/pill';

export const group = componentStyle(pillGroupRule);

/** The native group of several chips is a fieldset: without its border, padding or margin. */
export const fieldset = componentStyle({
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/**
 * A chip is the label of a visually hidden native radio. Its states come from the radio itself
 * (`:has(:checked)`, `:has(:focus-visible)`), so a chip shows what is chosen and focused before
 * React Aria has hydrated, and without JavaScript.
 */
export const chip = componentStyle(
  pillRule({ hovered: ':hover', selected: ':has(:checked)', focusVisible: ':has(:focus-visible)' }),
);

/** A chip of several choices: a tick appears beside its label when chosen. */
export const checkChip = componentStyle({});

/** The tick of a chosen checkbox chip: the choice is shown by shape, not only by colour. */
export const tick = componentStyle({
  display: 'none',
  flexShrink: 0,
  width: '0.875rem',
  height: '0.875rem',
  marginInlineStart: `calc(-1 * ${scale.space.xxs})`,
  selectors: {
    [`${checkChip}:has(:checked) &`]: { display: 'block' },
  },
});
