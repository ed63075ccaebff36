import { render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  findProduct,
  digitalProducts as products,
} from '../../src/content/growth-os/productDetails';
import {
  products as cardEntries,
  catalogueMeta,
  cataloguePath,
  productCategories,
  productDetailCopy,
  productPath,
  productTrail,
} from '../../src/content/growth-os/products';
import { ProductPage } from '../../src/pages/ProductPage/ProductPage';
import {
  catalogueHead,
  productHead,
} from '../../src/routes/growth-os/digital-products/-head/productHead';
import { ProductCard } from '../../src/sections/ProductCard/ProductCard';
import { contactHref } from '../../src/site/contactLink';
import {
  canonicalUrl,
  DESCRIPTION_LIMIT,
  type HeadTags,
  pageHead,
  TITLE_LIMIT,
} from '../../src/site/metadata';
import { valueImportsMatching } from '../support/staticImports';

/** The eight products in order, with their slugs and (ours) categories. */
const expected: Array<[name: string, slug: string, category: string]> = [
  ['SignalOS', 'signalos', 'Audiences'],
  ['Creative Engine', 'creative-engine', 'Creative'],
  ['Performance Pulse', 'performance-pulse', 'Measurement'],
  ['Insight Layer', 'insight-layer', 'Data'],
  ['LeadSync', 'leadsync', 'Automation'],
  ['VelocityOps', 'velocityops', 'Governance'],
  ['AI Boost Layer', 'ai-boost-layer', 'AI & Automation'],
  ['BrandPulse 360', 'brandpulse-360', 'Measurement'],
];

/** The headline figure the agency states for each product, as its first KPI. */
const headlineKpis: Record<string, string> = {
  signalos: '-40%',
  'creative-engine': '+300%',
  'performance-pulse': '-50%',
  'insight-layer': '85%',
  leadsync: '+200%',
  velocityops: '-70%',
  'ai-boost-layer': '+250%',
  'brandpulse-360': '5 days',
};

type JsonLd = Record<string, unknown> & { '@type': string };

function jsonLd(head: HeadTags): JsonLd[] {
  return head.scripts.map((script) => JSON.parse(script.children) as JsonLd);
}

function canonical(head: HeadTags): string | undefined {
  return head.links.find((link) => link.rel === 'canonical')?.href;
}

function title(head: HeadTags): string | undefined {
  const tag = head.meta.find((entry) => 'title' in entry);
  return tag && 'title' in tag ? tag.title : undefined;
}

describe('digital products', () => {
  it('has the eight products with the spec slugs, in order', () => {
    expect(products).toHaveLength(8);
    expect(products.map((product) => [product.name, product.slug, product.category])).toEqual(
      expected,
    );
  });

  it('has the seven spec categories, each used by at least one product', () => {
    expect([...productCategories]).toEqual([
      'Audiences',
      'Creative',
      'Automation',
      'Measurement',
      'Data',
      'Governance',
      'AI & Automation',
    ]);
    for (const product of products) expect(productCategories).toContain(product.category);
    for (const category of productCategories) {
      expect(products.some((product) => product.category === category)).toBe(true);
    }
  });

  it('marks every product GA and has unique slugs', () => {
    for (const product of products) expect(product.status).toBe('GA');
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
  });

  it.each(products.map((product) => [product.slug, product] as const))(
    '%s has every summary and detail field filled in',
    (slug, product) => {
      expect(product.summary.trim().length).toBeGreaterThan(40);
      expect(product.description.trim().length).toBeGreaterThan(100);
      expect(product.useCases.length).toBeGreaterThanOrEqual(3);
      expect(product.useCases.length).toBeLessThanOrEqual(4);
      expect(product.integrations.length).toBeGreaterThanOrEqual(4);
      expect(product.integrations.length).toBeLessThanOrEqual(6);
      expect(new Set(product.integrations).size).toBe(product.integrations.length);
      expect(product.setup.timeline.trim()).not.toBe('');
      expect(product.setup.steps).toHaveLength(3);
      expect(product.setup.governance.length).toBeGreaterThanOrEqual(2);
      expect(product.setup.governance.length).toBeLessThanOrEqual(3);
      expect(product.kpis).toHaveLength(3);
      expect(product.usedIn.length).toBeGreaterThanOrEqual(2);
      expect(product.usedIn.length).toBeLessThanOrEqual(3);
      const texts = [
        ...product.useCases,
        ...product.integrations,
        ...product.setup.steps,
        ...product.setup.governance,
        ...product.usedIn,
        ...product.kpis.flatMap((kpi) => [kpi.name, kpi.change]),
      ];
      for (const text of texts) expect(text.trim()).not.toBe('');
      expect(product.kpis[0]?.change).toBe(headlineKpis[slug]);
    },
  );

  it('keeps summaries distinct, so the catalogue search tells products apart', () => {
    expect(new Set(products.map((product) => product.summary)).size).toBe(products.length);
  });

  it('states the agreed facts: integration under 24 hours, the 5-day brand-lift test', () => {
    for (const product of products) expect(product.setup.timeline).toMatch(/under 24 hours/);
    const brandPulse = findProduct('brandpulse-360');
    expect(brandPulse?.summary).toMatch(/5-day brand-lift test/);
    expect(catalogueMeta.intro).toMatch(/under 24 hours/);
  });

  it('finds products by slug and returns undefined for unknown slugs', () => {
    expect(findProduct('signalos')?.name).toBe('SignalOS');
    expect(findProduct('brandpulse-360')?.name).toBe('BrandPulse 360');
    expect(findProduct('attribution-core')).toBeUndefined();
    expect(findProduct('')).toBeUndefined();
    expect(findProduct('SignalOS')).toBeUndefined();
  });

  it('builds product paths under the catalogue', () => {
    expect(cataloguePath).toBe('/growth-os/digital-products');
    expect(productPath('leadsync')).toBe('/growth-os/digital-products/leadsync');
  });
});

describe('catalogue head', () => {
  const head = pageHead(catalogueHead());
  const data = jsonLd(head);

  it('has the catalogue title, description and canonical', () => {
    expect(title(head)).toBe('Digital Products | Growth OS | Response');
    expect(canonical(head)).toBe(canonicalUrl('/growth-os/digital-products'));
    expect(catalogueMeta.title.length).toBeLessThanOrEqual(TITLE_LIMIT);
    expect(catalogueMeta.description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
  });

  it('has a BreadcrumbList Home > Growth OS > Digital Products', () => {
    const breadcrumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: canonicalUrl('/') },
      { '@type': 'ListItem', position: 2, name: 'Growth OS', item: canonicalUrl('/growth-os') },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Digital Products',
        item: canonicalUrl('/growth-os/digital-products'),
      },
    ]);
  });

  it('has an ItemList of the eight products in order', () => {
    const list = data.find((entry) => entry['@type'] === 'ItemList');
    expect(list?.numberOfItems).toBe(8);
    expect(list?.itemListElement).toEqual(
      expected.map(([name, slug], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        url: canonicalUrl(`/growth-os/digital-products/${slug}`),
      })),
    );
  });
});

describe('product head', () => {
  it.each(products.map((product) => [product.slug, product] as const))(
    '%s: title, canonical, BreadcrumbList and SoftwareApplication',
    (slug, product) => {
      const head = pageHead(productHead(product));
      const path = `/growth-os/digital-products/${slug}`;
      expect(title(head)).toBe(`${product.name} | Digital Products | Response`);
      expect(canonical(head)).toBe(canonicalUrl(path));
      const data = jsonLd(head);
      const breadcrumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList');
      expect(breadcrumbs?.itemListElement).toEqual(
        productTrail(product).map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: canonicalUrl(crumb.path),
        })),
      );
      expect(productTrail(product).map((crumb) => crumb.path)).toEqual([
        '/',
        '/growth-os',
        '/growth-os/digital-products',
        path,
      ]);
      const application = data.find((entry) => entry['@type'] === 'SoftwareApplication');
      expect(application).toMatchObject({
        name: product.name,
        url: canonicalUrl(path),
        applicationCategory: 'BusinessApplication',
        publisher: { '@id': 'https://www.response.example/#organization' },
      });
    },
  );
});

describe('ProductCard', () => {
  it('links to the product page with hidden context and shows GA with its meaning', () => {
    const product = products[0];
    if (!product) throw new Error('no products');
    render(createElement('ul', null, createElement(ProductCard, { product, as: 'li' })));
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: 'SignalOS' })).toBeTruthy();
    const link = within(item).getByRole('link', { name: 'Learn more about SignalOS' });
    expect(link.getAttribute('href')).toBe('/growth-os/digital-products/signalos');
    expect(item.textContent).toContain('Category: Audiences');
    expect(item.textContent).toContain('Status: Generally available');
    expect(within(item).getByText('GA').getAttribute('aria-hidden')).toBe('true');
  });
});

describe('ProductPage', () => {
  it('renders one h1, an h2 per block and the contact call to action', () => {
    const product = findProduct('leadsync');
    if (!product) throw new Error('no LeadSync');
    render(createElement(ProductPage, { product }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'LeadSync',
    ]);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual([
      productDetailCopy.overviewHeading,
      productDetailCopy.useCasesHeading,
      productDetailCopy.integrationsHeading,
      productDetailCopy.setupHeading,
      productDetailCopy.kpisHeading,
      productDetailCopy.usedInHeading,
      'See LeadSync working on your own data',
    ]);
    for (const name of h2s) {
      expect(screen.getByRole('region', { name: name ?? '' })).toBeTruthy();
    }
    const cta = screen.getByRole('link', { name: productDetailCopy.ctaLabel });
    expect(cta.getAttribute('href')).toBe(
      contactHref('/growth-os/digital-products/leadsync', productDetailCopy.ctaLabel),
    );
    expect(screen.getByRole('link', { name: 'Account-Based Marketing' }).getAttribute('href')).toBe(
      '/services/account-based-marketing',
    );
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getAllByRole('link').length).toBeGreaterThanOrEqual(3);
  });
});

describe('the catalogue ships its cards only', () => {
  it('every product has its page content, in the catalogue’s order', () => {
    expect(products.map((product) => product.slug)).toEqual(
      cardEntries.map((product) => product.slug),
    );
  });

  it.each([
    'src/content/growth-os/products.ts',
    'src/routes/growth-os/digital-products/index.tsx',
    'src/routes/growth-os/digital-products/$slug.tsx',
    'src/routes/growth-os/digital-products/-head/productHead.ts',
    'src/pages/CataloguePage/CataloguePage.tsx',
    'src/sections/ProductCatalogue/ProductCatalogue.tsx',
    'src/pages/ProductPage/ProductPage.tsx',
  ])('%s has no static import of the products’ page content', (file) => {
    expect(valueImportsMatching(file, /productDetails'/)).toEqual([]);
  });
});
