import { expect, type Page, test } from '@playwright/test';
import { searchPage } from '../../src/content/site/search';
import { firstThree, searchQueries } from '../support/searchQueries';
import { widths } from '../support/site';
import { visitWithoutScripts } from './support';

/** A group of results, by its heading ('Jobs 8 results'). */
const group = (page: Page, name: RegExp) =>
  page
    .locator('section:not(:has(section))')
    .filter({ has: page.getByRole('heading', { level: 2, name }) });

/**
 * The site search with JavaScript off: the header's link leads to /search, whose GET form the
 * server answers with the results page (the query in the title and heading, the results grouped
 * by area), at both widths; the real queries find their page in the first three results.
 */
const box = (page: Page) => page.getByRole('searchbox', { name: searchPage.field.label });
const resultLinks = (page: Page) =>
  page
    .getByRole('region', { name: searchPage.listLabel })
    .getByRole('heading', { level: 3 })
    .getByRole('link');

for (const size of widths) {
  test(`the real searches through the form at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await visitWithoutScripts(page, '/services');
    // The header's search link, followed by keyboard.
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search#search$/);
    for (const { kind, query, expected } of searchQueries) {
      // Typed by keyboard over what the box holds, then Enter submits the form.
      await box(page).focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(query);
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('q') === query),
        page.keyboard.press('Enter'),
      ]);
      expect(new URL(page.url()).searchParams.get('q')).toBe(query);
      await expect(page).toHaveTitle(`Results for “${query}” | Response`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        searchPage.resultsTitle(query),
      );
      const hrefs = await resultLinks(page).evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      );
      expect(firstThree(hrefs), `${kind}: “${query}”`).toContain(expected);
      // The box keeps the query for the next search.
      await expect(box(page)).toHaveValue(query);
    }
  });
}

test('an area whole and the suggestions are plain links', async ({ page }) => {
  await visitWithoutScripts(page, '/search?q=istanbul');
  await page.getByRole('link', { name: /^Show all \d+ jobs$/ }).click();
  await expect(page).toHaveURL(/area=jobs/);
  await expect(group(page, /^Pages/)).toHaveCount(0);
  await visitWithoutScripts(page, '/search?q=zzqxv');
  await expect(
    page.getByRole('heading', { name: searchPage.empty.heading('zzqxv') }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: searchPage.suggestionsHeading })
    .getByRole('link', { name: 'Google Ads', exact: true })
    .click();
  await expect(resultLinks(page).first()).toHaveAttribute('href', '/proof/tech-stack?q=Google+Ads');
  // The tool's result leads to the tech stack filtered to it, rendered by the server too.
  await resultLinks(page).first().click();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Google Ads', exact: true }),
  ).toBeVisible();
});
