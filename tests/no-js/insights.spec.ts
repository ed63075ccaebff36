import { expect, type Page, test } from '@playwright/test';
import { visitWithoutScripts } from './support';

/**
 * Insights with JavaScript off (issue 11's rule for every new page): the article filters and the
 * reports search are GET forms of the lists' typed search params, the active filters are links,
 * the share buttons are links to the networks' share pages, and every page is complete HTML.
 */
const articles = '/insights/articles';
const cardTitles = (page: Page, name = 'Articles') =>
  page.getByRole('list', { name, exact: true }).getByRole('heading', { level: 3 });
const label = (page: Page, name: string) =>
  page.locator('label').filter({ hasText: new RegExp(`^${name.replace(/[&]/g, '\\$&')}$`) });
const params = (page: Page) => new URL(page.url()).searchParams;

test.describe('Insights without JavaScript', () => {
  test('articles: pillar, then Show articles, then its topic; the server renders the list', async ({
    page,
  }) => {
    await visitWithoutScripts(page, articles);
    await expect(cardTitles(page)).toHaveCount(14);
    const submit = page.getByRole('button', { name: 'Show articles' });
    await page.getByRole('combobox', { name: 'Pillar' }).selectOption('analytics-data-strategy');
    await Promise.all([page.waitForURL(/pillar=analytics-data-strategy/), submit.click()]);
    // The defaults the form also sent (sort, empty search) are dropped from the address.
    expect([...params(page).keys()]).toEqual(['pillar']);
    await expect(cardTitles(page)).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Topic' }).selectOption('attribution');
    await Promise.all([
      page.waitForURL(/subfilter=attribution/),
      page.getByRole('button', { name: 'Show articles' }).click(),
    ]);
    await expect(cardTitles(page)).toHaveText([
      'Why your CFO doesn’t trust last-click attribution (and what to show instead)',
    ]);
    await expect(page.getByText('Showing 1 of 14 articles')).toBeVisible();
  });

  test('articles: several tags as checkboxes, then removing one filter by its link', async ({
    page,
  }) => {
    await visitWithoutScripts(page, articles);
    await page.getByText('Tags', { exact: true }).click();
    await label(page, 'CFO').click();
    await label(page, 'B2B').click();
    await Promise.all([
      page.waitForURL(/tags=/),
      page.getByRole('button', { name: 'Show articles' }).click(),
    ]);
    await expect(cardTitles(page)).toHaveCount(5);
    await expect(page.getByRole('checkbox', { name: 'CFO' })).toBeChecked();
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('tags') === 'b2b'),
      page.getByRole('link', { name: 'Remove filter: CFO' }).click(),
    ]);
    await expect(cardTitles(page)).toHaveCount(3);
    await Promise.all([
      page.waitForURL((url) => url.pathname === articles && url.search === ''),
      page.getByRole('link', { name: 'Clear all filters' }).click(),
    ]);
    await expect(cardTitles(page)).toHaveCount(14);
  });

  test('articles: search text and Enter, and the sort select', async ({ page }) => {
    await visitWithoutScripts(page, articles);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title');
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.fill('reconciliation');
    await Promise.all([page.waitForURL(/search=reconciliation/), box.press('Enter')]);
    expect(params(page).get('sort')).toBe('title');
    // Searched on the server, in the bodies too.
    await expect(cardTitles(page)).toHaveText([
      'Why your CFO doesn’t trust last-click attribution (and what to show instead)',
    ]);
  });

  test('reports: the search form', async ({ page }) => {
    await visitWithoutScripts(page, '/insights/reports');
    await expect(cardTitles(page, 'Reports')).toHaveCount(6);
    const box = page.getByRole('searchbox', { name: 'Search reports' });
    await box.fill('survey');
    await Promise.all([page.waitForURL(/search=survey/), box.press('Enter')]);
    await expect(cardTitles(page, 'Reports')).toHaveCount(2);
  });

  test('an article: the whole text, and share buttons that are plain links', async ({ page }) => {
    await visitWithoutScripts(page, '/insights/why-your-cfo-doesnt-trust-last-click-attribution');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Why your CFO');
    await expect(page.getByRole('article').locator('p')).not.toHaveCount(0);
    const linkedIn = page.getByRole('link', { name: /Share on LinkedIn/ });
    await expect(linkedIn).toHaveAttribute(
      'href',
      /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=https%3A%2F%2Fwww\.response\.example%2Finsights%2Fwhy-your-cfo/,
    );
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /Share on Twitter/ })).toHaveAttribute(
      'href',
      /^https:\/\/twitter\.com\/intent\/tweet\?url=.*&text=Why\+your\+CFO/,
    );
    await expect(page.getByRole('region', { name: 'Related Articles' })).toBeVisible();
  });
});
