import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { digitalProducts } from '../../src/content/growth-os/productDetails';
import {
  type DigitalProduct,
  type ProductEntry,
  products,
} from '../../src/content/growth-os/products';
import {
  filterProducts,
  matchesCategory,
  matchesQuery,
  resultSummary,
} from '../../src/features/productCatalogue/catalogueMatch';
import {
  catalogueSearchSchema,
  categoryFilters,
  categoryFromSlug,
  categorySlug,
  maxQueryLength,
} from '../../src/features/productCatalogue/catalogueSearchParams';

const slugs = (list: ProductEntry[]) => list.map((product) => product.slug);
const parse = (search: Record<string, unknown>) => v.parse(catalogueSearchSchema, search);

describe('catalogue search rules', () => {
  const signalos = digitalProducts.find(
    (product) => product.slug === 'signalos',
  ) as (typeof digitalProducts)[number];

  it.each([
    ['', true],
    ['   ', true],
    ['signalos', true],
    ['SIGNALOS', true],
    ['  SignalOS  ', true],
    ['signal', true],
    ['zzz-no-such-product', false],
  ])('name match %j -> %s', (query, expected) => {
    expect(matchesQuery(signalos, query)).toBe(expected);
  });

  it('matches the summary, case-insensitively, not other fields', () => {
    const word = signalos.summary.split(' ').find((part) => part.length > 6) as string;
    expect(matchesQuery(signalos, word.toUpperCase())).toBe(true);
    // Which words of a real product stand only outside its name and summary changes with the
    // content (an integration may be named in the summary too), so this product is made here:
    // every word of its other fields is missing from its name and summary.
    const product: DigitalProduct = {
      ...signalos,
      name: 'Signal Test',
      summary: 'Scores audience signals.',
      usedIn: ['User Acquisition'],
      description: 'Joins pipeline data nightly.',
      useCases: ['Retire saturated segments'],
      integrations: ['Salesforce', 'BigQuery'],
    };
    for (const query of ['Salesforce', 'bigquery', 'User Acquisition', 'pipeline', 'saturated']) {
      expect(matchesQuery(product, query), query).toBe(false);
    }
  });

  it('category: exact match, All keeps everything', () => {
    expect(matchesCategory(signalos, 'all')).toBe(true);
    expect(matchesCategory(signalos, signalos.category)).toBe(true);
    expect(matchesCategory(signalos, 'Governance')).toBe(false);
  });

  it('both filters together keep catalogue order', () => {
    expect(slugs(filterProducts(products, { q: '', category: 'all' }))).toEqual(
      slugs([...products]),
    );
    expect(slugs(filterProducts(products, { q: '', category: 'measurement' }))).toEqual([
      'performance-pulse',
      'brandpulse-360',
    ]);
    expect(slugs(filterProducts(products, { q: '360', category: 'all' }))).toEqual([
      'brandpulse-360',
    ]);
    expect(filterProducts(products, { q: '360', category: 'creative' })).toEqual([]);
    expect(slugs(filterProducts(products, { q: 'boost', category: 'ai-automation' }))).toEqual([
      'ai-boost-layer',
    ]);
  });

  it('an unknown category filters nothing out', () => {
    expect(filterProducts(products, { q: '', category: 'nonsense' })).toHaveLength(8);
  });
});

describe('category slugs', () => {
  it('are URL-friendly and round-trip', () => {
    expect(categorySlug('AI & Automation')).toBe('ai-automation');
    expect(categoryFilters.map((filter) => filter.slug)).toEqual([
      'all',
      'audiences',
      'creative',
      'automation',
      'measurement',
      'data',
      'governance',
      'ai-automation',
    ]);
    for (const filter of categoryFilters) expect(categoryFromSlug(filter.slug)).toBe(filter.value);
  });

  it('are read case-insensitively; unknown ones mean All', () => {
    expect(categoryFromSlug('Creative')).toBe('Creative');
    expect(categoryFromSlug(' AI-AUTOMATION ')).toBe('AI & Automation');
    expect(categoryFromSlug('AI & Automation')).toBe('all');
    expect(categoryFromSlug('')).toBe('all');
  });
});

describe('catalogueSearchSchema', () => {
  it.each([
    [{}, { q: '', category: 'all' }],
    [{ q: 'pulse' }, { q: 'pulse', category: 'all' }],
    [
      { q: '360', category: 'measurement' },
      { q: '360', category: 'measurement' },
    ],
    [{ category: 'Measurement' }, { q: '', category: 'measurement' }],
    [{ category: 'unknown' }, { q: '', category: 'all' }],
    [{ category: ['data', 'creative'] }, { q: '', category: 'data' }],
    [{ q: ['first', 'second'] }, { q: 'first', category: 'all' }],
    [
      { q: 360, category: true },
      { q: '', category: 'all' },
    ],
    [{ q: { nested: 'object' } }, { q: '', category: 'all' }],
    [{ utm_source: 'newsletter' }, { q: '', category: 'all' }],
  ])('%j -> %j', (input, expected) => {
    expect(parse(input)).toEqual(expected);
  });

  it('cuts very long text instead of failing', () => {
    expect(parse({ q: 'x'.repeat(500) }).q).toHaveLength(maxQueryLength);
  });
});

describe('resultSummary', () => {
  it('says how many products are shown', () => {
    expect(resultSummary(8, 8)).toBe('Showing all 8 products');
    expect(resultSummary(2, 8)).toBe('Showing 2 of 8 products');
    expect(resultSummary(0, 8)).toBe('Showing 0 of 8 products');
  });
});
