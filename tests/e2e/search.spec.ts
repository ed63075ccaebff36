import { expect, type Page, test } from '@playwright/test';
import { searchPage } from '../../src/content/site/search';
import { firstThree, searchQueries } from '../support/searchQueries';
import { expectNoAxeViolations, showIn, visit, widths } from '../support/site';

/** A group of results, by its heading ('Jobs 8 results'). */
const group = (page: Page, name: RegExp) =>
  page
    .locator('section:not(:has(section))')
    .filter({ has: page.getByRole('heading', { level: 2, name }) });

/**
 * The site search with JavaScript: reached from the header by keyboard and by `/`, the results
 * following the typing (the URL replaced, not pushed), the relevance of real queries at both
 * widths, areas shown whole, the empty state and its suggestions, the `search` event, a failing
 * index, and the index loaded only once a visitor searches.
 */
const box = (page: Page) => page.getByRole('searchbox', { name: searchPage.field.label });
const results = (page: Page) => page.getByRole('region', { name: searchPage.listLabel });
const resultLinks = (page: Page) =>
  results(page).getByRole('heading', { level: 3 }).getByRole('link');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /result|No results/ });

async function hrefs(page: Page) {
  return resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

/** Types a query into the box as a visitor does: the old text selected and typed over. */
async function typeQuery(page: Page, query: string) {
  await box(page).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(query, { delay: 15 });
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === query);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(searchPage.resultsTitle(query));
}

for (const size of widths) {
  test(`ten real searches find their page in the first three results at ${size.width} px, typed`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await visit(page, '/search');
    // Come straight to /search (not by its link or /), the page starts at the top: skip link first.
    await expect(box(page)).not.toBeFocused();
    await box(page).focus();
    const historyLength = await page.evaluate(() => history.length);
    for (const { kind, query, expected } of searchQueries) {
      await typeQuery(page, query);
      await expect(status(page)).toHaveText(/\d+ results? for “/);
      expect(firstThree(await hrefs(page)), `${kind}: “${query}”`).toContain(expected);
    }
    // Typing replaced the history entry each time: Back leaves the search page.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expect(page).toHaveTitle(`Results for “${searchQueries.at(-1)?.query}” | Response`);
  });
}

test('the header search link by keyboard, then a result by keyboard', async ({ page }) => {
  await visit(page, '/services');
  const entry = page.getByRole('banner').getByRole('link', { name: 'Search', exact: true });
  await expect(entry).toHaveAttribute('aria-keyshortcuts', '/');
  // Tab from the top of the page reaches the link (after the skip link, logo and menu).
  await page.keyboard.press('Tab');
  let reached = false;
  for (let i = 0; i < 30 && !reached; i++) {
    reached = await entry.evaluate((link) => link === document.activeElement);
    if (!reached) await page.keyboard.press('Tab');
  }
  expect(reached, 'Tab reaches the header search link').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search#search$/);
  await expect(box(page)).toBeFocused();
  await expect(entry).toHaveAttribute('aria-current', 'page');
  await page.keyboard.type('LeadSync');
  await expect(resultLinks(page).first()).toHaveAttribute(
    'href',
    '/growth-os/digital-products/leadsync',
  );
  // From the box, Tab goes on to the results; Enter follows the first.
  await resultLinks(page).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/growth-os\/digital-products\/leadsync$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('LeadSync');
});

test('the / key opens the search from any page and puts the caret in its box', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/proof/cases');
  await page.keyboard.press('/');
  await expect(page).toHaveURL(/\/search#search$/);
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveValue('');
  // On the search page itself, / goes back to the box from anywhere but a field.
  await page.keyboard.type('ABM');
  await expect(resultLinks(page).first()).toBeVisible();
  await resultLinks(page).first().focus();
  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveValue('ABM');
  // In a field, / is a character like any other.
  await page.keyboard.press('End');
  await page.keyboard.type('/x');
  await expect(box(page)).toHaveValue('ABM/x');
});

test('an area shown whole, and back to every area', async ({ page }) => {
  await visit(page, '/search?q=istanbul');
  const jobs = group(page, /^Jobs/);
  const count = Number(
    (await jobs.getByRole('heading', { level: 2 }).textContent())?.match(/(\d+) results?/)?.[1],
  );
  expect(count).toBeGreaterThan(1);
  const showAll = jobs.getByRole('link', { name: `Show all ${count} jobs` });
  await showAll.click();
  await expect(page).toHaveURL(/[?&]area=jobs/);
  // The link went with the old results: focus is on the results, which now begin with the jobs.
  await expect(results(page)).toBeFocused();
  await expect(status(page)).toHaveText(searchPage.areaCount(count, 'Jobs', 'istanbul'));
  await expect(group(page, /^Jobs/).getByRole('heading', { level: 3 })).toHaveCount(count);
  await expect(group(page, /^Pages/)).toHaveCount(0);
  await page.getByRole('link', { name: searchPage.allAreas }).click();
  await expect(page).not.toHaveURL(/area=/);
  await expect(group(page, /^Pages/)).toBeVisible();
});

test('nothing found: says so, and every suggestion finds something', async ({ page }) => {
  await visit(page, '/search');
  await typeQuery(page, 'zzqxv');
  await expect(
    page.getByRole('heading', { level: 2, name: searchPage.empty.heading('zzqxv') }),
  ).toBeVisible();
  await expect(status(page)).toHaveText(searchPage.empty.heading('zzqxv'));
  const suggestions = page.getByRole('navigation', { name: searchPage.suggestionsHeading });
  await expect(suggestions.getByRole('link')).toHaveCount(searchPage.suggestions.length);
  for (const suggestion of searchPage.suggestions) {
    await suggestions.getByRole('link', { name: suggestion, exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === suggestion);
    await expect(resultLinks(page).first()).toBeVisible();
    await expect(results(page)).toBeFocused();
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 2, name: searchPage.empty.heading('zzqxv') }),
    ).toBeVisible();
  }
});

test('a search tells the data layer its term and result count, once, without personal data', async ({
  page,
}) => {
  await visit(page, '/search');
  const events = () =>
    page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'search'),
    );
  await typeQuery(page, 'retention');
  await expect.poll(events).toHaveLength(1);
  const [event] = (await events()) as Array<{ search_term: string; results_count: number }>;
  const shown = Number((await status(page).textContent())?.match(/^(\d+)/)?.[1]);
  expect(event).toEqual({ event: 'search', search_term: 'retention', results_count: shown });
  await typeQuery(page, 'ada@example.com 07700 900123');
  await expect.poll(events).toHaveLength(2);
  expect(((await events())[1] as { search_term: string }).search_term).toBe('[email] [number]');
});

test('the index loads only when a visitor searches; a failing index says so and offers a retry', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/search-index.json') asked.push(request.url());
  });
  await visit(page, '/');
  await visit(page, '/search');
  expect(asked, 'no page loads the index before a search').toEqual([]);
  await page.route('**/search-index.json', (route) => route.fulfill({ status: 503, body: '' }));
  await typeQuery(page, 'attribution');
  await expect(page.getByRole('heading', { name: searchPage.unavailable.heading })).toBeVisible();
  await expect(page.getByRole('button', { name: searchPage.unavailable.retry })).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  // Once it answers again, the next search works.
  await page.unroute('**/search-index.json');
  await typeQuery(page, 'retention');
  await expect(resultLinks(page).first()).toBeVisible();
});

test('/search is not for search engines: noindex, and not in the sitemap', async ({
  page,
  request,
}) => {
  await visit(page, '/search?q=abm');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/search');
});

test('axe finds nothing on the results, the empty state and the unavailable state, light and dark', async ({
  page,
}) => {
  await visit(page, '/search?q=istanbul');
  for (const theme of ['light', 'dark'] as const) {
    for (const size of widths) {
      await showIn(page, theme, size);
      await expectNoAxeViolations(page);
    }
  }
  await visit(page, '/search?q=zzqxv');
  await expectNoAxeViolations(page);
  await page.route('**/search-index.json', (route) => route.fulfill({ status: 500, body: '' }));
  await typeQuery(page, 'attribution');
  await expect(page.getByRole('heading', { name: searchPage.unavailable.heading })).toBeVisible();
  await expectNoAxeViolations(page);
});
