import { style } from '@vanilla-extract/css';
import { withoutScripts } from '../../styles/scripting';

/**
 * Without JavaScript there is no banner to open and nothing is stored, so there is nothing to
 * set: the button is not shown (`withoutScripts`, the class the pre-paint script leaves off).
 */
export const scriptOnly = style({
  selectors: { [`${withoutScripts} &`]: { display: 'none' } },
});
