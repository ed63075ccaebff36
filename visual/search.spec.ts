import { expect, test } from '@playwright/test';
import { searchPage } from '../src/content/site/search';
import {
  expectNoAxeViolations,
  expectScreenshot,
  showIn,
  themes,
  visit,
  widths,
} from '../tests/support/site';

/**
 * The search page's results (src/pages/SearchPage): the template with a query, as the server
 * renders it and the browser keeps it, at 390 and 1280 px in light (full page) and dark (first
 * screen), with its ARIA snapshot and axe; the page before a search is a prerendered route
 * (visual/routes.spec.ts shoots /search). "Selvi Bank" finds a case study, a testimonial and the
 * case list: three areas, each with its count, breadcrumbs and marked words.
 */
test('@vrt @a11y search results at 390 and 1280 px in light and dark', async ({ page }) => {
  await visit(page, '/search?q=Selvi+Bank');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    searchPage.resultsTitle('Selvi Bank'),
  );
  for (const theme of themes) {
    for (const size of widths) {
      await test.step(`${theme} ${size.width}px`, async () => {
        await showIn(page, theme, size);
        await expectScreenshot(page, `search-results-${size.width}-${theme}.png`, {
          fullPage: theme === 'light',
        });
        if (theme === 'light') {
          await expect
            .soft(page.locator('main'))
            .toMatchAriaSnapshot({ name: `search-results-${size.width}.aria.yml` });
        }
        await expectNoAxeViolations(page);
      });
    }
  }
});

test('@a11y nothing found, at 390 px in light and dark', async ({ page }) => {
  // Scanned, not shot: the empty state and the suggestions are shot in their stories (Sections /
  // Empty State) and on /search before a search (visual/routes.spec.ts), and the screenshot budget
  // is nearly spent.
  await visit(page, '/search?q=zzqxv');
  await expect(
    page.getByRole('heading', { name: searchPage.empty.heading('zzqxv') }),
  ).toBeVisible();
  for (const theme of themes) {
    await test.step(theme, async () => {
      await showIn(page, theme, widths[0]);
      await expectNoAxeViolations(page);
    });
  }
});
