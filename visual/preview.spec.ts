import { expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectScreenshot,
  settle,
  type Theme,
  themes,
  visit,
  widths,
} from '../tests/support/site';

/**
 * `showIn` without waiting for the theme script's class: a preview page has no scripts, and its
 * colours follow the system's scheme through the theme's media query.
 */
async function showWithoutScripts(page: Page, theme: Theme, size: (typeof widths)[number]) {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
}

/**
 * The page that says why a draft preview link can't be opened (src/pages/PreviewRefusedPage), a
 * template of its own that no sitemap lists: the server renders it for every refused link
 * (server/wordpress/preview.ts), without scripts. This suite's server has no webhook secret, so
 * every link gets the 'disabled' reason; the other reasons are the same layout with other words
 * (one story each, Pages / Preview Unavailable), and tests/wordpress/editorial.spec.ts opens a
 * changed and an expired link on the test WordPress's site. The draft preview itself (an article
 * under the Preview Banner) is scanned there in both themes; the banner is shot in its stories.
 */
test('@vrt @a11y a refused preview link at 390 and 1280 px in light and dark', async ({ page }) => {
  const response = await visit(page, '/preview?post=7&expires=1&signature=00', {
    waitForHydration: false,
  });
  expect(response?.status()).toBe(403);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
  for (const theme of themes) {
    for (const size of widths) {
      await test.step(`${theme} ${size.width}px`, async () => {
        await showWithoutScripts(page, theme, size);
        await expectScreenshot(page, `preview-refused-${size.width}-${theme}.png`, {
          fullPage: theme === 'light',
        });
        if (theme === 'light') {
          await expect
            .soft(page.locator('body'))
            .toMatchAriaSnapshot({ name: `preview-refused-${size.width}.aria.yml` });
        }
        await expectNoAxeViolations(page);
      });
    }
  }
  await page.emulateMedia({ forcedColors: 'active' });
  await showWithoutScripts(page, 'light', widths[1]);
  await expectScreenshot(page, 'preview-refused-1280-forced-colours.png');
});
