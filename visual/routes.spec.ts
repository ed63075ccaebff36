import { expect, type Page, test } from '@playwright/test';
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
 * and first sections. Screenshots are per template: the pages of a template after its first
 * (every product page but one, every article but one) get the axe scans in all four views and
 * their content is checked by the e2e suites, but no baselines of their own. Zero tolerance:
 * determinism comes from the bundled font, fixed scale factor, reduced motion, disabled
 * animations and Chromium's --disable-partial-raster (see playwright.config.ts).
 */
const paths = [...prerenderedPaths(), '/company/leadership'];
const repeated = repeatedTemplatePaths();
const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '--'));

/**
 * Content images with a `srcset` (article and card images from the content service) are masked:
 * which candidate Chromium draws depends on what it has cached when it chooses (it prefers a
 * cached one, such as a body image that is also a featured image's variant), which a load and
 * a resize do not fix, and each candidate scales to slightly different pixels. Their box, and
 * everything around them, is still compared.
 */
const responsiveImages = (page: Page) => page.locator('main img[srcset]');

test.describe('@vrt @a11y routes', () => {
  for (const path of paths) {
    const shot = repeated.has(path)
      ? 'axe (a page of a template shot once)'
      : 'screenshots and axe';
    test(`${path} at 390 and 1280 px in light and dark: ${shot}`, async ({ page }) => {
      test.setTimeout(120_000); // four width and theme combinations
      await visit(page, path);
      for (const theme of themes) {
        for (const size of widths) {
          await test.step(`${theme} ${size.width}px`, async () => {
            await showIn(page, theme, size);
            if (!repeated.has(path)) {
              await expect.soft(page).toHaveScreenshot(`${slug(path)}-${size.width}-${theme}.png`, {
                fullPage: theme === 'light',
                mask: [responsiveImages(page)],
              });
            }
            await expectNoAxeViolations(page);
          });
        }
      }
    });
  }
});
