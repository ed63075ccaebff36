import { expect, test } from '@playwright/test';
import { prerenderedPaths, themes, visit, widths } from '../tests/support/site';

/**
 * Full-page screenshots of every route at 390 and 1280 px in light and dark. Zero tolerance:
 * determinism comes from the bundled font, fixed scale factor, reduced motion, disabled
 * animations and Chromium's --disable-partial-raster (see playwright.config.ts).
 */
const paths = [...prerenderedPaths(), '/company/leadership'];
const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '--'));

test.describe('@vrt routes', () => {
  for (const path of paths) {
    for (const theme of themes) {
      for (const size of widths) {
        test(`${path} ${theme} ${size.width}px`, async ({ page }) => {
          await page.setViewportSize({ width: size.width, height: size.height });
          await visit(page, path, { theme });
          await expect(page).toHaveScreenshot(`${slug(path)}-${size.width}-${theme}.png`, {
            fullPage: true,
          });
        });
      }
    }
  }
});
