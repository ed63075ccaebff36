import { expect, type Page, test } from '@playwright/test';
import { products } from '../../src/content/growth-os/products';
import { filterChip, searchParams } from '../support/filters';
import { visitWithoutScripts } from './support';

/**
 * Every filtered list is a GET form of its typed search params: with JavaScript off, a visitor
 * filters by submitting, and the server renders the filtered list at the same URL the enhanced
 * page writes.
 */
const list = '/growth-os/digital-products';
const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });
const chip = (page: Page, name: string) => filterChip(page, 'Filter products by category', name);

test.describe('product catalogue without JavaScript', () => {
  test('a category chip, then Show products: the filtered list at ?category=', async ({ page }) => {
    await visitWithoutScripts(page, list);
    await expect(cardTitles(page)).toHaveCount(products.length);
    const submit = page.getByRole('button', { name: 'Show products' });
    await expect(submit).toBeVisible();
    await chip(page, 'Measurement').click();
    await expect(page.getByRole('radio', { name: 'Measurement' })).toBeChecked();
    await Promise.all([page.waitForURL(/category=measurement/), submit.click()]);
    expect(searchParams(page).get('category')).toBe('measurement');
    expect(searchParams(page).has('q')).toBe(false);
    await expect(cardTitles(page)).toHaveText(['Performance Pulse', 'BrandPulse 360']);
    await expect(page.getByRole('radio', { name: 'Measurement' })).toBeChecked();
    await expect(page.getByText('Showing 2 of 8 products')).toBeVisible();
  });

  test('text and Enter: ?q= kept with the category, and a way back to everything', async ({
    page,
  }) => {
    await visitWithoutScripts(page, `${list}?category=data`);
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('blockchain');
    await Promise.all([page.waitForURL(/q=blockchain/), box.press('Enter')]);
    expect(searchParams(page).get('category')).toBe('data');
    await expect(
      page.getByRole('heading', { name: 'No products match your search' }),
    ).toBeVisible();
    await expect(box).toHaveValue('blockchain');
    await Promise.all([
      page.waitForURL((url) => url.pathname === list && url.search === ''),
      page.getByRole('link', { name: 'Clear search and filters' }).click(),
    ]);
    await expect(cardTitles(page)).toHaveCount(products.length);
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  test('choosing All again drops the defaults from the URL', async ({ page }) => {
    await visitWithoutScripts(page, `${list}?category=creative`);
    await chip(page, 'All').click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === list && url.search === ''),
      page.getByRole('button', { name: 'Show products' }).click(),
    ]);
    await expect(cardTitles(page)).toHaveCount(products.length);
  });
});
