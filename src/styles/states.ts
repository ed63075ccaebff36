/**
 * Interaction states in selectors, for elements that are React Aria components (which mark them
 * with data attributes) or native links and buttons (`Anchor`, which need no script and are
 * styled by the browser's own pseudo-classes). `:where` keeps the specificity of the attribute
 * alone, so a rule reads the same either way.
 */
const native = ':where(:not([data-rac]))';

/** A pointer hovers it. */
export const hovered = `:is([data-hovered], ${native}:hover)`;
/** It is being pressed. */
export const pressed = `:is([data-pressed], ${native}:active)`;
/** It has keyboard focus. */
export const focusVisible = `:is([data-focus-visible], ${native}:focus-visible)`;
/** The link to the page being shown. */
export const current = '[aria-current="page"]';
/** It has focus, however it got it (a text input shows where the typing goes). */
export const focused = `:is([data-focused], ${native}:focus)`;
/** Its value is refused (a field: React Aria's mark, or `aria-invalid` on a native control). */
export const invalid = `:is([data-invalid], ${native}[aria-invalid="true"])`;
/** It cannot be used. */
export const disabled = `:is([data-disabled], ${native}:disabled)`;
