import { expect, type Page, test } from '@playwright/test';
import { products } from '../../src/content/growth-os/products';
import { filterChip } from '../support/filters';
import { visit } from '../support/site';

/**
 * The product catalogue's tag-layer events, read back from `window.dataLayer` of the
 * built, prerendered and hydrated pages.
 */

const list = '/growth-os/digital-products';

type Entry = { event?: string } & Record<string, unknown>;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ analytics: false, marketing: false, functional: true }),
    );
  });
});

/** Our events on the tag layer (gtag's consent and config commands left out). */
const events = (page: Page, name?: string) =>
  page.evaluate(
    (wanted) =>
      (window.dataLayer ?? []).filter((entry): entry is Entry => {
        const event = (entry as Entry).event;
        return (
          typeof event === 'string' && !event.startsWith('gtm.') && (!wanted || event === wanted)
        );
      }) as Entry[],
    name ?? null,
  );

const names = async (page: Page) => (await events(page)).map((entry) => entry.event);

const item = (slug: string, index?: number) => {
  const product = products.find((candidate) => candidate.slug === slug)!;
  return {
    item_id: product.slug,
    item_name: product.name,
    item_category: product.category,
    ...(index === undefined
      ? {}
      : { item_list_id: 'digital_products', item_list_name: 'Digital Products', index }),
  };
};

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const chip = (page: Page, name: string) => filterChip(page, 'Filter products by category', name);

test.describe('catalogue events', () => {
  // The page's clock: time runs as usual, and the tests move it on past the search's settling
  // delay and the events' timers instead of waiting for them.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('view_item_list once on load, with all eight products in order', async ({ page }) => {
    await visit(page, list);
    await page.clock.runFor(1000);
    expect(await names(page)).toEqual(['view_item_list']);
    expect(await events(page, 'view_item_list')).toEqual([
      {
        event: 'view_item_list',
        item_list_id: 'digital_products',
        item_list_name: 'Digital Products',
        items: products.map((product, index) => item(product.slug, index)),
      },
    ]);
  });

  test('a filtered link lists only the products shown, and is not a search', async ({ page }) => {
    await visit(page, `${list}?q=pulse`);
    await page.clock.runFor(1200);
    expect(await names(page)).toEqual(['view_item_list']);
    const [view] = await events(page, 'view_item_list');
    expect(view!.items).toEqual([item('performance-pulse', 0), item('brandpulse-360', 1)]);
  });

  test('search and view_search_results once the visitor stops typing', async ({ page }) => {
    await visit(page, list);
    await searchBox(page).focus();
    await page.keyboard.type('pulse', { delay: 120 });
    // Typed letter by letter: nothing yet, then one search for the settled term.
    expect(await events(page, 'search')).toEqual([]);
    await expect
      .poll(() => events(page, 'search'))
      .toEqual([{ event: 'search', search_term: 'pulse' }]);
    expect(await events(page, 'view_search_results')).toEqual([
      { event: 'view_search_results', search_term: 'pulse', results_count: 2 },
    ]);
    await page.clock.runFor(1200);
    expect(await names(page)).toEqual(['view_item_list', 'search', 'view_search_results']);

    // Emptying the box is not a search; a new term is.
    await page.keyboard.press('Escape');
    await page.clock.runFor(1200);
    await page.keyboard.type('lead');
    await expect
      .poll(() => events(page, 'view_search_results'))
      .toEqual([
        { event: 'view_search_results', search_term: 'pulse', results_count: 2 },
        { event: 'view_search_results', search_term: 'lead', results_count: 1 },
      ]);
  });

  test('filter when the category changes, with the number of products shown', async ({ page }) => {
    await visit(page, list);
    await chip(page, 'Measurement').click();
    await expect
      .poll(() => events(page, 'filter'))
      .toEqual([
        { event: 'filter', filter_type: 'category', filter_value: 'Measurement', results_count: 2 },
      ]);
    await chip(page, 'AI & Automation').click();
    await chip(page, 'All').click();
    await expect
      .poll(() => events(page, 'filter'))
      .toEqual([
        { event: 'filter', filter_type: 'category', filter_value: 'Measurement', results_count: 2 },
        {
          event: 'filter',
          filter_type: 'category',
          filter_value: 'AI & Automation',
          results_count: 1,
        },
        { event: 'filter', filter_type: 'category', filter_value: 'All', results_count: 8 },
      ]);
    expect(await events(page, 'view_item_list')).toHaveLength(1);
  });

  test('select_item when a card link is followed, then view_item on the product page', async ({
    page,
  }) => {
    await visit(page, list);
    await chip(page, 'Measurement').click();
    await page.getByRole('link', { name: 'Learn more about BrandPulse 360' }).click();
    await expect(page).toHaveURL(`${list}/brandpulse-360`);
    await expect
      .poll(() => events(page, 'view_item'))
      .toEqual([{ event: 'view_item', items: [item('brandpulse-360')] }]);
    expect(await events(page, 'select_item')).toEqual([
      {
        event: 'select_item',
        item_list_id: 'digital_products',
        item_list_name: 'Digital Products',
        items: [item('brandpulse-360', 1)],
      },
    ]);
    expect(await names(page)).toEqual(['view_item_list', 'filter', 'select_item', 'view_item']);
  });

  test('select_item comes before view_item when the link is followed with Enter', async ({
    page,
  }) => {
    await visit(page, list);
    await page.getByRole('link', { name: 'Learn more about LeadSync' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${list}/leadsync`);
    await expect.poll(() => names(page)).toEqual(['view_item_list', 'select_item', 'view_item']);
    const [select] = await events(page, 'select_item');
    expect(select!.items).toEqual([item('leadsync', 4)]);
  });

  test('view_item once on a product page opened directly', async ({ page }) => {
    await visit(page, `${list}/leadsync`);
    await page.clock.runFor(1000);
    expect(await events(page)).toEqual([{ event: 'view_item', items: [item('leadsync')] }]);
  });
});
