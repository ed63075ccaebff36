import { layer, type StyleRule, style } from '@vanilla-extract/css';

/**
 * The design system's cascade layer: the global element styles (src/styles/global.css.ts) and
 * the components' rules (src/components). Sections and pages style outside any layer, so their
 * overrides of a component (`className`) always win, whatever order code-split stylesheets
 * arrive in: a page loaded prerendered and the same page reached by a client-side navigation
 * (after other pages have loaded their CSS) look the same. Inside the layer, specificity
 * decides as before: a component's class beats a global element style.
 *
 * One layer only, so no layer-order statement has to come first in every page. Not layered: the
 * theme tokens (custom properties on :root) and the Toast's rules, which must beat sonner's own
 * unlayered stylesheet.
 */
export const designSystem = layer('design-system');

/** A rule inside the design-system layer. */
export function inDesignSystem<Rule extends object>(
  rule: Rule,
): { '@layer': Record<string, Rule> } {
  return { '@layer': { [designSystem]: rule } };
}

/**
 * `style()` for the design system's components: the same rule (or composition of class names
 * and rules), placed in the design-system layer.
 */
export function componentStyle(rule: StyleRule | readonly (StyleRule | string)[]): string {
  if (Array.isArray(rule)) {
    return style(
      (rule as readonly (StyleRule | string)[]).map((part) =>
        typeof part === 'string' ? part : (inDesignSystem(part) as StyleRule),
      ),
    );
  }
  return style(inDesignSystem(rule as StyleRule) as StyleRule);
}
