import { test } from '@playwright/test';
import { expectNoAxeViolations, prerenderedPaths, themes, visit, widths } from '../support/site';

/** axe on every route (and the not-found page) in light and dark, at 390 and 1280 px. */
const paths = [...prerenderedPaths(), '/company/leadership'];

test.describe('@a11y routes', () => {
  for (const path of paths) {
    for (const theme of themes) {
      for (const size of widths) {
        test(`${path} ${theme} ${size.width}px has no axe violations`, async ({ page }) => {
          await page.setViewportSize({ width: size.width, height: size.height });
          await visit(page, path, { theme });
          await expectNoAxeViolations(page);
        });
      }
    }
  }
});
