import { expect, type Page, test } from '@playwright/test';
import { digitalProducts as products } from '../../src/content/growth-os/productDetails';
import { filterChip, searchParams } from '../support/filters';
import { visit } from '../support/site';

const list = '/growth-os/digital-products';

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');
const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const filter = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Filter products by category' }).getByRole('radio', {
    name,
    exact: true,
  });
const chip = (page: Page, name: string) => filterChip(page, 'Filter products by category', name);

test.describe('product catalogue', () => {
  test('lists the eight products with Learn more links, All selected', async ({ page }) => {
    await visit(page, list);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'Digital Products',
    );
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search products...');
    await expect(cardTitles(page)).toHaveText(products.map((product) => product.name));
    await expect(count(page)).toHaveText('Showing all 8 products');
    await expect(filter(page, 'All')).toBeChecked();
    for (const product of products) {
      await expect(
        page.getByRole('link', { name: new RegExp(`^Learn more about ${product.name}$`) }),
      ).toHaveAttribute('href', `${list}/${product.slug}`);
    }
  });

  test('search by keyboard filters on name or summary, writes q and survives a reload', async ({
    page,
  }) => {
    await visit(page, list);
    await searchBox(page).focus();
    await page.keyboard.type('PULSE');
    await expect(cardTitles(page)).toHaveText(['Performance Pulse', 'BrandPulse 360']);
    await expect(count(page)).toHaveText('Showing 2 of 8 products');
    await expect.poll(() => searchParams(page).get('q')).toBe('PULSE');
    expect(searchParams(page).has('category')).toBe(false);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(searchBox(page)).toHaveValue('PULSE');
    await expect(cardTitles(page)).toHaveText(['Performance Pulse', 'BrandPulse 360']);

    // Escape empties the box (React Aria SearchField) and the URL loses q.
    await searchBox(page).focus();
    await page.keyboard.press('Escape');
    await expect(cards(page)).toHaveCount(8);
    await expect.poll(() => page.url()).toMatch(/\/growth-os\/digital-products$/);
  });

  test('category chips by mouse: exact category, in the URL, Back restores', async ({ page }) => {
    await visit(page, list);
    await chip(page, 'Measurement').click();
    await expect(filter(page, 'Measurement')).toBeChecked();
    await expect(cardTitles(page)).toHaveText(['Performance Pulse', 'BrandPulse 360']);
    await expect.poll(() => searchParams(page).get('category')).toBe('measurement');

    await chip(page, 'AI & Automation').click();
    await expect(cardTitles(page)).toHaveText(['AI Boost Layer']);
    await expect.poll(() => searchParams(page).get('category')).toBe('ai-automation');
    await expect(count(page)).toHaveText('Showing 1 of 8 products');

    await page.goBack();
    await expect.poll(() => searchParams(page).get('category')).toBe('measurement');
    await expect(cardTitles(page)).toHaveText(['Performance Pulse', 'BrandPulse 360']);

    await chip(page, 'All').click();
    await expect(cards(page)).toHaveCount(8);
    await expect.poll(() => page.url()).toMatch(/\/growth-os\/digital-products$/);
  });

  test('category chips by keyboard: Tab reaches the chosen one, arrows choose', async ({
    page,
  }) => {
    await visit(page, list);
    await searchBox(page).focus();
    await page.keyboard.press('Tab');
    await expect(filter(page, 'All')).toBeFocused();
    // Native radios: an arrow moves the choice with the focus (each choice filters).
    await page.keyboard.press('ArrowRight');
    await expect(filter(page, 'Audiences')).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(filter(page, 'Creative')).toBeFocused();
    await expect(filter(page, 'Creative')).toBeChecked();
    await expect(cardTitles(page)).toHaveText(['Creative Engine']);
    await expect.poll(() => searchParams(page).get('category')).toBe('creative');
  });

  test('a shared filtered link is rendered filtered by the server and hydrates cleanly', async ({
    page,
    request,
  }) => {
    const response = await request.get(`${list}?q=360&category=measurement`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Showing 1 of 8 products');
    expect(html).not.toContain('Learn more<span');

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visit(page, `${list}?q=360&category=measurement`);
    await expect(cardTitles(page)).toHaveText(['BrandPulse 360']);
    await expect(searchBox(page)).toHaveValue('360');
    await expect(filter(page, 'Measurement')).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('odd params fall back to the defaults and are dropped from the URL', async ({ page }) => {
    await visit(page, `${list}?category=blockchain&q=`);
    await expect(filter(page, 'All')).toBeChecked();
    await expect(cards(page)).toHaveCount(8);
    await expect.poll(() => page.url()).toMatch(/\/growth-os\/digital-products$/);

    await visit(page, `${list}?category=Creative`);
    await expect(filter(page, 'Creative')).toBeChecked();
    await expect(cardTitles(page)).toHaveText(['Creative Engine']);
  });

  test('no result: a message and a way to clear that returns focus to the search box', async ({
    page,
  }) => {
    await visit(page, `${list}?q=blockchain&category=data`);
    await expect(cards(page)).toHaveCount(0);
    await expect(count(page)).toHaveText('Showing 0 of 8 products');
    await expect(
      page.getByRole('heading', { name: 'No products match your search' }),
    ).toBeVisible();
    await expect(page.getByText('Nothing in Data matches “blockchain”.')).toBeVisible();

    const clear = page.getByRole('link', { name: 'Clear search and filters' });
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(8);
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
    await expect(filter(page, 'All')).toBeChecked();
    await expect.poll(() => page.url()).toMatch(/\/growth-os\/digital-products$/);
  });
});

test.describe('product pages', () => {
  test('Learn more opens the product with every block of its page', async ({ page }) => {
    await visit(page, list);
    await page.getByRole('link', { name: 'Learn more about LeadSync' }).click();
    await expect(page).toHaveURL(`${list}/leadsync`);
    const product = products.find((item) => item.slug === 'leadsync');
    if (!product) throw new Error('LeadSync is missing from the content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const main = page.getByRole('main');
    const hero = main.locator('section').first();
    await expect(hero).toContainText(`Category: ${product.category}`);
    await expect(hero).toContainText('Status: Generally available');
    await expect(hero.getByText('GA', { exact: true })).toBeVisible();
    await expect(main.getByText(product.summary)).toBeVisible();
    await expect(main.getByText(product.description)).toBeVisible();
    for (const item of [...product.useCases, ...product.usedIn, ...product.integrations]) {
      await expect(main.getByText(item, { exact: true }).first()).toBeVisible();
    }
    for (const kpi of product.kpis) await expect(main.getByText(kpi.name).first()).toBeVisible();
    const href = await main.locator('a[href^="/contact?"]').first().getAttribute('href');
    const query = new URL(href ?? '', 'http://x').searchParams;
    expect(query.get('ref')).toBe('cta');
    expect(query.get('from')).toBe(`${list}/leadsync`);

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Digital Products' })
      .click();
    await expect(page).toHaveURL(list);
  });

  test('an unknown slug is redirected by the server to the list', async ({ page, request }) => {
    const response = await request.get(`${list}/no-such-product`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(list);

    await visit(page, `${list}/no-such-product`);
    await expect(page).toHaveURL(list);
    await expect(cards(page)).toHaveCount(8);
  });

  test('a slug in capitals goes to its product', async ({ request }) => {
    const response = await request.get(`${list}/SignalOS`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${list}/signalos`);
  });

  test('an unknown slug reached in the client is replaced, so Back skips it', async ({ page }) => {
    await visit(page, '/');
    await visit(page, list);
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${list}/not-a-product`);
    await expect(page).toHaveURL(list);
    await expect(cards(page)).toHaveCount(8);
    await page.goBack();
    await expect(page).toHaveURL(list);
    await page.goBack();
    await expect(page).toHaveURL('/');
  });
});
