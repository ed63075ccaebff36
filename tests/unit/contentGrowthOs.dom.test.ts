import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as growthOs from '../../src/content/growth-os/growthOs';
import { productCategories } from '../../src/content/growth-os/products';
import { GrowthOsPage, type GrowthOsView } from '../../src/pages/GrowthOsPage/GrowthOsPage';
import { Route as overviewRoute } from '../../src/routes/growth-os/index';
import { Route as insideRoute } from '../../src/routes/services/growth-os';
import { site } from '../../src/site/config';
import { contactHref } from '../../src/site/contactLink';
import { DESCRIPTION_LIMIT, pageTitle, TITLE_LIMIT } from '../../src/site/metadata';
import { collectStrings } from '../support/contentStrings';

const {
  layers,
  overviewLayers,
  steps,
  differentiators,
  moduleNames,

  products,
  overviewHero,
  overviewCta,
  overviewMeta,
  overviewSteps,
  insideActions,
  insideCta,
  insideHero,
  insideMeta,
  insideTrail,
  growthOsPath,
  growthOsInsidePath,
} = growthOs;

/** Routes of the site's route table that these pages may link to (query strings aside). */
const knownRoutes = new Set([
  '/',
  '/contact',
  '/growth-os',
  '/growth-os/digital-products',
  '/modules',
  '/services',
  '/services/growth-os',
]);

const allStrings = collectStrings(growthOs, 'growthOs');
const allText = allStrings.map(([, text]) => text).join('\n');

/** Every `href` or `path` in the content module. */
const allHrefs = allStrings.filter(([path]) => /\.(href|path)$/.test(path)).map(([, href]) => href);

describe('Growth OS layers', () => {
  it('has four layers from the foundation up, in the inside page order', () => {
    expect(layers.map((layer) => layer.name)).toEqual([
      'Infrastructure',
      'Enablement',
      'Execution',
      'Intelligence',
    ]);
    expect(layers.map((layer) => layer.level)).toEqual([1, 2, 3, 4]);
    expect(growthOs.layerLabel(layers[0] as growthOs.GrowthOsLayer)).toBe('Layer 1');
  });

  it('shows them top down on the overview: Intelligence/AI, Execution, Enablement, Infrastructure', () => {
    expect(overviewLayers.map((layer) => layer.overviewName)).toEqual([
      'Intelligence/AI',
      'Execution',
      'Enablement',
      'Infrastructure',
    ]);
    expect(overviewLayers).toEqual([...layers].reverse());
  });

  it('gives each layer a one-line role, a description and three distinct feature chips', () => {
    for (const layer of layers) {
      expect(layer.role.trim(), layer.name).not.toBe('');
      expect(layer.role).not.toContain('\n');
      expect(layer.description.length, layer.name).toBeGreaterThan(layer.role.length);
      expect(layer.features).toHaveLength(3);
      expect(new Set(layer.features).size).toBe(3);
      for (const chip of layer.features) expect(chip.length, chip).toBeLessThanOrEqual(28);
    }
  });
});

describe('How It Works and differentiators', () => {
  it('has the three steps Design, Activate, Learn, each with a body and a fact', () => {
    expect(steps.map((step) => step.title)).toEqual(['Design', 'Activate', 'Learn']);
    for (const step of steps) {
      expect(step.body.trim()).not.toBe('');
      expect(step.meta.trim()).not.toBe('');
    }
    expect(overviewSteps.heading).toBe('How It Works');
    expect(growthOs.insideSteps.heading).toBe('Design, Activate, Learn');
  });

  it('has the four differentiators Modular, AI-native, Velocity, Plug & Play', () => {
    expect(differentiators.map((item) => item.title)).toEqual([
      'Modular',
      'AI-native',
      'Velocity',
      'Plug & Play',
    ]);
    for (const item of differentiators) {
      expect(item.proof.trim()).not.toBe('');
      expect(item.body.trim()).not.toBe('');
    }
  });

  it('uses the agreed claims and says that outcomes are not guaranteed', () => {
    expect(allText).toContain('Integration under 24 hrs');
    expect(allText).toContain('70% faster deployment');
    expect(allText).toContain('3-5x ROI');
    expect(growthOs.outcomesNote).toMatch(/not guaranteed/);
    expect(growthOs.overviewDifferentiators.intro).toContain(growthOs.outcomesNote);
    expect(growthOs.insideDifferentiators.intro).toContain(growthOs.outcomesNote);
    expect(overviewCta.body).toMatch(/3-5x ROI.*not guaranteed/);
  });
});

describe('modules and products', () => {
  it('names the nine modules and the product categories of the spec', () => {
    expect(moduleNames).toEqual([
      'SignalOS',
      'Attribution Core',
      'Funnel Architect',
      'Creative Engine',
      'Performance Pulse',
      'Insight Layer',
      'LeadSync',
      'VelocityOps',
      'AI Boost',
    ]);
    expect(productCategories).toEqual([
      'Audiences',
      'Creative',
      'Automation',
      'Measurement',
      'Data',
      'Governance',
      'AI & Automation',
    ]);
    expect(products.items.map((item) => item.title)).toEqual([
      'Nine modules',
      'Eight digital products',
    ]);
  });

  it('links to /modules and /growth-os/digital-products', () => {
    expect(products.links.map((link) => link.href)).toEqual([
      '/modules',
      '/growth-os/digital-products',
    ]);
  });
});

describe('calls to action', () => {
  it("has the inside page's two buttons, both to the contact page from /services/growth-os", () => {
    expect(insideActions).toEqual([
      {
        label: 'Book a Strategy Session',
        href: contactHref('/services/growth-os', 'Book a Strategy Session'),
      },
      {
        label: 'Request Technical Overview',
        href: contactHref('/services/growth-os', 'Request Technical Overview'),
      },
    ]);
    expect(insideActions[1]?.href).toBe(
      '/contact?ref=cta&from=%2Fservices%2Fgrowth-os&label=request-technical-overview',
    );
    expect(insideHero.actions).toEqual(insideActions);
    expect(insideCta.actions).toEqual(insideActions);
  });

  it('attributes every contact link to the page it is on', () => {
    for (const action of [...overviewHero.actions, ...overviewCta.actions]) {
      if (!action.href.startsWith('/contact')) continue;
      expect(action.href).toBe(contactHref(growthOsPath, action.label));
    }
    expect(overviewCta.actions.every((action) => action.href.startsWith('/contact?'))).toBe(true);
    expect(overviewHero.actions[0]?.href).toBe(
      '/contact?ref=cta&from=%2Fgrowth-os&label=book-a-strategy-session',
    );
  });

  it('links the overview onwards to the inside page, the modules and the products', () => {
    const overviewHrefs = [...overviewHero.actions, ...products.links].map((link) => link.href);
    expect(overviewHrefs).toEqual(
      expect.arrayContaining(['/services/growth-os', '/modules', '/growth-os/digital-products']),
    );
  });

  it('only links to routes of the route table', () => {
    expect(allHrefs.length).toBeGreaterThan(10);
    for (const href of allHrefs) {
      const path = href.split('?')[0] ?? '';
      expect(knownRoutes.has(path), href).toBe(true);
    }
  });
});

describe('breadcrumbs and metadata', () => {
  it('has the trail Home > Services > Growth OS', () => {
    expect(insideTrail).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Growth OS', path: '/services/growth-os' },
    ]);
    expect(growthOsInsidePath).toBe('/services/growth-os');
  });

  it('keeps titles (with the brand) and descriptions within their limits', () => {
    for (const meta of [overviewMeta, insideMeta]) {
      const title = pageTitle(meta.title);
      expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT);
      expect(title.endsWith('…'), title).toBe(false);
      expect(title.endsWith(' | Response')).toBe(true);
      expect(meta.description.length).toBeGreaterThan(50);
      expect(meta.description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    }
  });

  it('declares head tags and JSON-LD on both routes', async () => {
    type Head = {
      meta: Array<Record<string, string>>;
      links: Array<{ rel: string; href: string }>;
      scripts: Array<{ type: string; children: string }>;
    };
    // The head is built by the (code-split) loader and read back from its data.
    const headOf = async (route: typeof overviewRoute | typeof insideRoute) => {
      const loader = route.options.loader as (context: never) => Promise<unknown>;
      return route.options.head?.({ loaderData: await loader({} as never) } as never) as Head;
    };
    const heads = [
      [await headOf(overviewRoute), '/growth-os', overviewMeta],
      [await headOf(insideRoute), '/services/growth-os', insideMeta],
    ] as const;
    for (const [head, path, meta] of heads) {
      expect(head.meta[0]).toEqual({ title: pageTitle(meta.title) });
      expect(head.links.find((link) => link.rel === 'canonical')?.href).toBe(
        `${site.origin}${path}`,
      );
      const data = head.scripts.map((script) => JSON.parse(script.children));
      const service = data.find((item) => item['@type'] === 'Service');
      expect(service.provider['@id']).toBe(`${site.origin}/#organization`);
      expect(data.some((item) => item['@type'] === 'WebPage')).toBe(true);
    }
    const insideData = heads[1][0].scripts.map((script) => JSON.parse(script.children));
    const breadcrumbs = insideData.find((item) => item['@type'] === 'BreadcrumbList');
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Services',
      'Growth OS',
    ]);
    const overviewData = heads[0][0].scripts.map((script) => JSON.parse(script.children));
    expect(overviewData.some((item) => item['@type'] === 'BreadcrumbList')).toBe(false);
  });
});

describe('all Growth OS strings', () => {
  it('contain no placeholder text, emoji or American spellings', () => {
    expect(allStrings.length).toBeGreaterThan(60);
    for (const [path, text] of allStrings) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toMatch(/lorem|todo|coming soon|tbd|placeholder/i);
      expect(text, path).not.toMatch(/\p{Extended_Pictographic}|[\u2190-\u21ff\u2500-\u27bf]/u);
      expect(text, path).not.toMatch(/optimiz|organiz|analyz|prioritiz|color\b/i);
    }
  });
});

/** The page body rendered to HTML and parsed back, for structure checks. */
function render(view: GrowthOsView): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(createElement(GrowthOsPage, { view }));
  return root;
}

function headingLevels(root: HTMLElement): number[] {
  return [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
}

describe.each([
  ['overview', 'overview', overviewLayers.map((layer) => layer.overviewName)],
  ['inside page', 'inside', layers.map((layer) => layer.name)],
] as const)('the %s body', (_name, view, layerNames) => {
  const root = render(view);

  it('has one h1 and headings that never skip a level', () => {
    const levels = headingLevels(root);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
  });

  it('labels every section by a heading inside it', () => {
    const sections = [...root.querySelectorAll('section')];
    expect(sections.length).toBeGreaterThanOrEqual(6);
    for (const section of sections) {
      const id = section.getAttribute('aria-labelledby') ?? '';
      expect(section.querySelector(`[id="${id}"]`)?.tagName).toMatch(/^H[12]$/);
    }
  });

  it('draws the layers as an ordered list of four bands, in page order', () => {
    const band = [...root.querySelectorAll('ol')].find((list) =>
      list.querySelector('h3')?.textContent?.match(/Infrastructure|Intelligence/),
    );
    expect(band).toBeDefined();
    const names = [...(band?.querySelectorAll(':scope > li h3') ?? [])].map((h) => h.textContent);
    expect(names).toEqual(layerNames);
    // Connectors between the bands are decorative.
    const connectors = band?.querySelectorAll(':scope > li > span[aria-hidden="true"]:empty');
    expect(connectors).toHaveLength(layerNames.length - 1);
    expect(band?.querySelector(':scope > li:first-child > span:empty')).toBeNull();
  });

  it('shows the three steps as an ordered list with decorative arrows', () => {
    const flow = [...root.querySelectorAll('ol')].find(
      (list) => list.querySelector('h3')?.textContent === 'Design',
    );
    const titles = [...(flow?.querySelectorAll(':scope > li h3') ?? [])].map((h) => h.textContent);
    expect(titles).toEqual(['Design', 'Activate', 'Learn']);
    for (const svg of flow?.querySelectorAll('svg') ?? []) {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('lists the four differentiators as h3 cards', () => {
    const texts = [...root.querySelectorAll('h3')].map((h) => h.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(['Modular', 'AI-native', 'Velocity', 'Plug & Play']),
    );
  });

  it('marks every SVG as decorative', () => {
    for (const svg of root.querySelectorAll('svg')) {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
    }
  });
});

describe('page-specific content', () => {
  it('the inside page has breadcrumbs, twelve layer chips and both buttons', () => {
    const root = render('inside');
    const nav = root.querySelector('nav');
    expect(nav?.textContent).toContain('Services');
    expect([...(nav?.querySelectorAll('a, [aria-current]') ?? [])].length).toBeGreaterThan(0);
    const chips = layers.flatMap((layer) => layer.features);
    for (const chip of chips) expect(root.textContent).toContain(chip);
    const chipLists = root.querySelectorAll('ul[aria-label$=" features"]');
    expect(chipLists).toHaveLength(4);
    const links = [...root.querySelectorAll('a')];
    for (const action of insideActions) {
      expect(links.some((link) => link.getAttribute('href') === action.href)).toBe(true);
    }
  });

  it('the overview has no breadcrumbs and links onwards', () => {
    const root = render('overview');
    expect(root.querySelector('nav')).toBeNull();
    const hrefs = [...root.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/services/growth-os', '/modules', '/growth-os/digital-products']),
    );
  });
});
