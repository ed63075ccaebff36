import { test } from '@playwright/test';
import {
  expectNoAxeViolations,
  prerenderedPaths,
  showIn,
  themes,
  visit,
  widths,
} from '../support/site';

/**
 * axe on every route (and the not-found page) in light and dark, at 390 and 1280 px. Each route is
 * loaded once; width and colour scheme then change live (the theme follows the system setting).
 */
const paths = [...prerenderedPaths(), '/company/leadership'];

test.describe('@a11y routes', () => {
  for (const path of paths) {
    test(`${path} has no axe violations in light and dark at 390 and 1280 px`, async ({ page }) => {
      test.setTimeout(90_000); // four width and theme combinations
      await visit(page, path);
      for (const theme of themes) {
        for (const size of widths) {
          await test.step(`${theme} ${size.width}px`, async () => {
            await showIn(page, theme, size);
            await expectNoAxeViolations(page);
          });
        }
      }
    });
  }
});
