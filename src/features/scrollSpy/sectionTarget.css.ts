import { style } from '@vanilla-extract/css';
import { anchorScrollPadding } from '../../../tokens/scale';
import { sectionOffset } from './offsets';

/**
 * A section that the in-page navigation jumps to. Native jumps (links without JavaScript, a
 * hash on load, the router's hash scroll) stop `scroll-padding-top` of the page plus this
 * margin below the top of the viewport; together they are the 120 px `sectionOffset` that
 * `scrollToSection` uses, so every way of reaching a section lands in the same place (and the
 * section then spans the scroll spy's 200 px line). Focus moves here after a jump
 * (`tabIndex={-1}`); the section is not a control, so it draws no focus ring.
 */
export const sectionTarget = style({
  scrollMarginTop: `calc(${sectionOffset}px - ${anchorScrollPadding})`,
  outline: 'none',
});
