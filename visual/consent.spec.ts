import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, showIn, themes, visit, widths } from '../tests/support/site';

/**
 * The cookie banner's two views on a real page, in light and dark at 390 and 1280 px: a
 * screenshot of the first screen with the banner over the page, and an axe scan of the banner.
 * The page is opened as a first-time visitor (no stored choice), so the banner shows after 1 s.
 */
test.describe('@vrt @a11y cookie banner', () => {
  test('summary and preferences views', async ({ page }) => {
    test.setTimeout(120_000);
    await visit(page, '/', { consent: null });
    const banner = page.locator('[data-cookie-banner]');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: 'Cookies on this site' })).toBeVisible();
    for (const view of ['summary', 'preferences'] as const) {
      if (view === 'preferences') {
        await banner.getByRole('button', { name: 'Manage Preferences' }).click();
        await expect(banner.getByRole('heading', { name: 'Cookie preferences' })).toBeVisible();
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      }
      for (const theme of themes) {
        for (const size of widths) {
          await test.step(`${view} ${theme} ${size.width}px`, async () => {
            await showIn(page, theme, size);
            await expect
              .soft(page)
              .toHaveScreenshot(`cookie-banner-${view}-${size.width}-${theme}.png`);
            await expectNoAxeViolations(page, { include: '[data-cookie-banner]' });
          });
        }
      }
    }
  });
});
