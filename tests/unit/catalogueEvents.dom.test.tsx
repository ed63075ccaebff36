import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { digitalProducts } from '../../src/content/growth-os/productDetails';
import { products } from '../../src/content/growth-os/products';
import { filterProducts } from '../../src/features/productCatalogue/catalogueMatch';
import { CataloguePage } from '../../src/pages/CataloguePage/CataloguePage';
import { ProductPage } from '../../src/pages/ProductPage/ProductPage';
import type { DataLayerEntry } from '../../src/platform/analytics/dataLayer';
import {
  filterEvent,
  productItem,
  searchSettleMs,
  viewItemListEvent,
} from '../../src/sections/ProductCatalogue/catalogueAnalytics';

/** The catalogue route's state, as the route keeps it (search text and category slug). */
function Catalogue({ q = '', initialCategory = 'all' }: { q?: string; initialCategory?: string }) {
  const [query, setQuery] = useState(q);
  const [category, setCategory] = useState(initialCategory);
  return (
    <CataloguePage
      products={filterProducts(products, { q: query, category })}
      total={products.length}
      query={query}
      category={category}
      onQueryChange={setQuery}
      onCategoryChange={setCategory}
    />
  );
}

function renderStrict(ui: React.ReactElement) {
  return render(<StrictMode>{ui}</StrictMode>);
}

/** The events of one name on the tag layer. */
function pushed(name: string): DataLayerEntry[] {
  return (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name);
}

const names = () => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search products' });
const typeInSearch = (value: string) => fireEvent.change(searchBox(), { target: { value } });

async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  window.dataLayer = [];
  // jsdom cannot navigate; keep link clicks on the page.
  const stay = (event: MouseEvent) => event.preventDefault();
  document.addEventListener('click', stay, true);
  cleanups.push(() => document.removeEventListener('click', stay, true));
  Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true });
});

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('event shapes', () => {
  it('view_item_list lists the shown products with their positions', () => {
    expect(viewItemListEvent(products.slice(0, 2))).toEqual({
      event: 'view_item_list',
      item_list_id: 'digital_products',
      item_list_name: 'Digital Products',
      items: [
        {
          item_id: 'signalos',
          item_name: 'SignalOS',
          item_category: 'Audiences',
          item_list_id: 'digital_products',
          item_list_name: 'Digital Products',
          index: 0,
        },
        {
          item_id: 'creative-engine',
          item_name: 'Creative Engine',
          item_category: 'Creative',
          item_list_id: 'digital_products',
          item_list_name: 'Digital Products',
          index: 1,
        },
      ],
    });
  });

  it.each([
    ['all', 'All'],
    ['measurement', 'Measurement'],
    ['ai-automation', 'AI & Automation'],
  ])('filter names category %j by its label %j', (slug, label) => {
    expect(filterEvent(slug, 3)).toEqual({
      event: 'filter',
      filter_type: 'category',
      filter_value: label,
      results_count: 3,
    });
  });
});

// Each test renders the whole catalogue page many times: slow in jsdom on a busy machine.
describe('catalogue events', { timeout: 30_000 }, () => {
  it('sends view_item_list once on load, in StrictMode and across re-renders', async () => {
    const { rerender } = renderStrict(<Catalogue />);
    rerender(
      <StrictMode>
        <Catalogue />
      </StrictMode>,
    );
    await wait(2000);
    expect(names()).toEqual(['view_item_list']);
    expect(pushed('view_item_list')).toEqual([viewItemListEvent(products)]);
  });

  it('lists only the products shown when the page opens filtered, without a search event', async () => {
    renderStrict(<Catalogue q="pulse" />);
    await wait(2000);
    expect(names()).toEqual(['view_item_list']);
    expect(pushed('view_item_list')).toEqual([
      viewItemListEvent(products.filter((p) => p.name.includes('Pulse'))),
    ]);
  });

  it('sends search and view_search_results when the visitor stops typing, not per keystroke', async () => {
    renderStrict(<Catalogue />);
    for (const value of ['p', 'pu', 'pul', 'puls', 'pulse']) {
      typeInSearch(value);
      await wait(200);
    }
    expect(names()).toEqual(['view_item_list']);
    await wait(searchSettleMs - 201);
    expect(names()).toEqual(['view_item_list']);
    await wait(1);
    expect(names()).toEqual(['view_item_list', 'search', 'view_search_results']);
    expect(window.dataLayer!.slice(1)).toEqual([
      { event: 'search', search_term: 'pulse' },
      { event: 'view_search_results', search_term: 'pulse', results_count: 2 },
    ]);

    // The same settled term (a trailing space) is not a new search; an empty box is none.
    typeInSearch('pulse ');
    await wait(searchSettleMs * 2);
    typeInSearch('');
    await wait(searchSettleMs * 2);
    expect(pushed('search')).toHaveLength(1);

    // Typing it again after clearing is a new search; a term with no result reports 0.
    typeInSearch('pulse');
    await wait(searchSettleMs);
    typeInSearch('zzz');
    await wait(searchSettleMs);
    expect(pushed('search')).toEqual([
      { event: 'search', search_term: 'pulse' },
      { event: 'search', search_term: 'pulse' },
      { event: 'search', search_term: 'zzz' },
    ]);
    expect(pushed('view_search_results').at(-1)).toEqual({
      event: 'view_search_results',
      search_term: 'zzz',
      results_count: 0,
    });
  });

  it('a term typed and removed before it settles is not reported', async () => {
    renderStrict(<Catalogue />);
    typeInSearch('lead');
    await wait(300);
    typeInSearch('');
    await wait(searchSettleMs * 2);
    expect(names()).toEqual(['view_item_list']);
  });

  it('sends filter when the category changes, with the number of products shown', async () => {
    renderStrict(<Catalogue q="a" />);
    const press = (name: string) => act(() => screen.getByRole('radio', { name }).click());
    await press('Measurement');
    await press('Measurement');
    await press('All');
    await wait(2000);
    const measurement = filterProducts(products, { q: 'a', category: 'measurement' }).length;
    const all = filterProducts(products, { q: 'a', category: 'all' }).length;
    expect(pushed('filter')).toEqual([
      filterEvent('measurement', measurement),
      filterEvent('all', all),
    ]);
    expect(names()).toEqual(['view_item_list', 'filter', 'filter']);
  });

  it('sends select_item with the position in the shown list when a card link is followed', async () => {
    renderStrict(<Catalogue initialCategory="measurement" />);
    await act(async () => {
      screen.getByRole('link', { name: 'Learn more about BrandPulse 360' }).click();
    });
    const brandPulse = products.find((product) => product.slug === 'brandpulse-360')!;
    expect(pushed('select_item')).toEqual([
      {
        event: 'select_item',
        item_list_id: 'digital_products',
        item_list_name: 'Digital Products',
        items: [productItem(brandPulse, 1)],
      },
    ]);
  });
});

describe('product page events', () => {
  const [first, second] = digitalProducts;

  it('sends view_item once per product shown', async () => {
    const { rerender } = renderStrict(<ProductPage product={first!} />);
    rerender(
      <StrictMode>
        <ProductPage product={first!} />
      </StrictMode>,
    );
    expect(pushed('view_item')).toEqual([
      {
        event: 'view_item',
        items: [{ item_id: 'signalos', item_name: 'SignalOS', item_category: 'Audiences' }],
      },
    ]);
    rerender(
      <StrictMode>
        <ProductPage product={second!} />
      </StrictMode>,
    );
    expect(pushed('view_item')).toHaveLength(2);
    expect(pushed('view_item')[1]).toEqual({ event: 'view_item', items: [productItem(second!)] });
  });
});

describe('prerender', () => {
  it('sends nothing while rendering on the server', () => {
    renderToString(<Catalogue q="pulse" />);
    renderToString(<ProductPage product={digitalProducts[0]!} />);
    vi.advanceTimersByTime(5000);
    expect(window.dataLayer).toEqual([]);
  });
});
