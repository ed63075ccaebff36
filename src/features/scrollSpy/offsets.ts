/**
 * The in-page navigation's two distances, in CSS pixels from the top of the viewport.
 */

/** A jump to a section leaves this much room above it: the fixed header plus the sticky bar. */
export const sectionOffset = 120;

/** The section that spans this line is the current one ("active-section offset"). */
export const activeLine = 200;
