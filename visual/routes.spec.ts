import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  prerenderedPaths,
  repeatedTemplatePaths,
  showIn,
  themes,
  visit,
  widths,
} from '../tests/support/site';

/**
 * Every route (and the not-found page) at 390 and 1280 px in light and dark: a screenshot and an
 * axe scan of each of the four views. Each route is loaded once; width and colour scheme then
 * change live (the theme follows the system setting), and the screenshot and the scan share that
 * view. A screenshot difference is a soft failure, so the scans still run and report.
 *
 * Screenshots: the full page in light, the first screen (viewport height) in dark, which keeps
 * the committed baselines under 100 MB as the site grows while dark still covers the shell, hero
 * and first sections. Pages of a template after its first (every product page but one) are shot
 * at first-screen height in both themes: the template is covered in full once. Zero tolerance:
 * determinism comes from the bundled font, fixed scale factor, reduced motion, disabled
 * animations and Chromium's --disable-partial-raster (see playwright.config.ts).
 */
const paths = [...prerenderedPaths(), '/company/leadership'];
const repeated = repeatedTemplatePaths();
const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '--'));

test.describe('@vrt @a11y routes', () => {
  for (const path of paths) {
    test(`${path} at 390 and 1280 px in light and dark: screenshots and axe`, async ({ page }) => {
      test.setTimeout(120_000); // four width and theme combinations
      await visit(page, path);
      for (const theme of themes) {
        for (const size of widths) {
          await test.step(`${theme} ${size.width}px`, async () => {
            await showIn(page, theme, size);
            await expect.soft(page).toHaveScreenshot(`${slug(path)}-${size.width}-${theme}.png`, {
              fullPage: theme === 'light' && !repeated.has(path),
            });
            await expectNoAxeViolations(page);
          });
        }
      }
    });
  }
});
