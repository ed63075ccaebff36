import { expect, test } from '@playwright/test';
import {
  prerenderedPaths,
  repeatedTemplatePaths,
  showIn,
  themes,
  visit,
  widths,
} from '../tests/support/site';

/**
 * Screenshots of every route at 390 and 1280 px: the full page in light, the first screen
 * (viewport height) in dark, which keeps the committed baselines under 100 MB as the site grows
 * while dark still covers the shell, hero and first sections. Pages of a template after its
 * first (every product page but one) are shot at first-screen height in both themes: the
 * template is covered in full once. Zero tolerance:
 * determinism comes from the bundled font, fixed scale factor, reduced motion, disabled
 * animations and Chromium's --disable-partial-raster (see playwright.config.ts). Each route is
 * loaded once; width and colour scheme then change live.
 */
const paths = [...prerenderedPaths(), '/company/leadership'];
const repeated = repeatedTemplatePaths();
const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '--'));

test.describe('@vrt routes', () => {
  for (const path of paths) {
    test(`${path} at 390 and 1280 px in light and dark`, async ({ page }) => {
      test.setTimeout(90_000); // four width and theme combinations
      await visit(page, path);
      for (const theme of themes) {
        for (const size of widths) {
          await test.step(`${theme} ${size.width}px`, async () => {
            await showIn(page, theme, size);
            await expect(page).toHaveScreenshot(`${slug(path)}-${size.width}-${theme}.png`, {
              fullPage: theme === 'light' && !repeated.has(path),
            });
          });
        }
      }
    });
  }
});
