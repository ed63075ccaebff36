import { describe, expect, it } from 'vitest';
import { moduleNames } from '../../src/content/growth-os/moduleNames';
import * as content from '../../src/content/growth-os/modules';
import { contactHref } from '../../src/site/contactLink';
import { collectStrings } from '../support/contentStrings';

const {
  modules,
  mixAndMatchModules,
  mixAndMatchLimit,
  combinations,
  modulesPage,
  productModulesPage,
  productModulesTrail,
  outcomesDisclaimer,
} = content;

/** The nine modules, in order. */
const expectedNames = [
  'SignalOS',
  'Attribution Core',
  'Funnel Architect',
  'Creative Engine',
  'Performance Pulse',
  'Insight Layer',
  'LeadSync',
  'VelocityOps',
  'AI Boost',
];

/** The key outcome the agency states for each module, in module order. */
const expectedOutcomes = [
  '40% faster opportunity identification',
  '95% attribution accuracy',
  '60% conversion lift',
  '300% creative performance',
  '50% less manual optimisation time',
  '85% prediction accuracy',
  '200% more qualified leads',
  '70% faster deployment',
  '250% ROAS',
];

/** Learn More targets: product pages where one exists, otherwise the growth marketing service. */
const expectedHrefs: Record<string, string> = {
  SignalOS: '/growth-os/digital-products/signalos',
  'Attribution Core': '/services/growth-marketing',
  'Funnel Architect': '/services/growth-marketing',
  'Creative Engine': '/growth-os/digital-products/creative-engine',
  'Performance Pulse': '/growth-os/digital-products/performance-pulse',
  'Insight Layer': '/growth-os/digital-products/insight-layer',
  LeadSync: '/growth-os/digital-products/leadsync',
  VelocityOps: '/growth-os/digital-products/velocityops',
  'AI Boost': '/growth-os/digital-products/ai-boost-layer',
};

/** The product slugs. */
const productSlugs = [
  'signalos',
  'creative-engine',
  'performance-pulse',
  'insight-layer',
  'leadsync',
  'velocityops',
  'ai-boost-layer',
  'brandpulse-360',
];

/** Paths of the site's route table that these pages may link to. */
const knownPaths = new Set([
  '/',
  '/modules',
  '/services',
  '/services/product-modules',
  '/services/growth-marketing',
  '/growth-os',
  '/growth-os/digital-products',
  ...productSlugs.map((slug) => `/growth-os/digital-products/${slug}`),
]);

/** Every internal link the content holds: module targets, actions and the trail. */
const allLinks = [
  ...modules.map((module) => ({ label: module.name, href: module.href })),
  ...modulesPage.cta.actions,
  ...productModulesPage.hero.actions,
  ...productModulesPage.grid.actions,
  ...productModulesPage.cta.actions,
  ...productModulesTrail.map((crumb) => ({ label: crumb.name, href: crumb.path })),
];

describe('modules', () => {
  it('has the nine modules of the spec, in order, with unique ids', () => {
    expect(modules.map((module) => module.name)).toEqual(expectedNames);
    // The entry bundle's list of names (the contact page's stack schema) is the same list.
    expect([...moduleNames]).toEqual(expectedNames);
    expect(new Set(modules.map((module) => module.id)).size).toBe(modules.length);
    for (const module of modules) expect(module.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every module a description, four key features, a use case and a summary', () => {
    for (const module of modules) {
      expect(module.description.length, module.name).toBeGreaterThan(60);
      expect(module.features, module.name).toHaveLength(4);
      expect(new Set(module.features).size, module.name).toBe(4);
      expect(module.useCase.trim(), module.name).not.toBe('');
      expect(module.summary.length, module.name).toBeLessThanOrEqual(80);
      expect(module.summary.endsWith('.'), module.name).toBe(true);
    }
  });

  it('has the key outcomes, in module order', () => {
    expect(modules.map((module) => `${module.outcome.value} ${module.outcome.label}`)).toEqual(
      expectedOutcomes,
    );
  });

  it('sends Learn More to the product page, or the growth marketing service', () => {
    for (const module of modules) {
      expect(module.href, module.name).toBe(expectedHrefs[module.name]);
    }
  });
});

describe('mix-and-match grid', () => {
  it('shows the first nine modules', () => {
    expect(mixAndMatchLimit).toBe(9);
    expect(mixAndMatchModules).toEqual(modules.slice(0, 9));
    expect(mixAndMatchModules).toHaveLength(9);
  });

  it('has the visible label and the Build My Stack button', () => {
    expect(modulesPage.stackBuilder.groupLabel.trim()).not.toBe('');
    expect(modulesPage.stackBuilder.buttonLabel).toBe('Build My Stack');
  });
});

describe('combinations', () => {
  it("are headed 'Stronger Together' with an intro", () => {
    expect(modulesPage.strongerTogether.heading).toBe('Stronger Together');
    expect(modulesPage.strongerTogether.intro.length).toBeGreaterThan(60);
  });

  it('are four, with the results 180%, 300%, 250% and 90% in order', () => {
    expect(combinations).toHaveLength(4);
    expect(combinations.map((combination) => combination.result.value)).toEqual([
      '180%',
      '300%',
      '250%',
      '90%',
    ]);
  });

  it('have a unique title, known modules, an outcome sentence and what the result measures', () => {
    expect(new Set(combinations.map((combination) => combination.title)).size).toBe(4);
    for (const combination of combinations) {
      expect(combination.modules.length, combination.title).toBeGreaterThanOrEqual(2);
      for (const name of combination.modules) expect(expectedNames).toContain(name);
      expect(new Set(combination.modules).size).toBe(combination.modules.length);
      expect(combination.outcome.endsWith('.'), combination.title).toBe(true);
      expect(combination.result.label.trim(), combination.title).not.toBe('');
    }
  });
});

describe('modules page', () => {
  it('closes with Request System Mapping Session, attributed to /modules', () => {
    expect(modulesPage.cta.actions).toEqual([
      {
        label: 'Request System Mapping Session',
        href: contactHref('/modules', 'Request System Mapping Session'),
      },
    ]);
    expect(modulesPage.cta.actions[0]?.href).toBe(
      '/contact?ref=cta&from=%2Fmodules&label=request-system-mapping-session',
    );
  });

  it('labels Learn More as the spec does', () => {
    expect(modulesPage.grid.learnMore).toBe('Learn More');
  });
});

describe('product modules page', () => {
  it('has the breadcrumb Home > Services > Product Modules', () => {
    expect(productModulesTrail).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Product Modules', path: '/services/product-modules' },
    ]);
  });

  it('explains fixed scope, integration under 24 hrs and 3-5x ROI', () => {
    expect(productModulesPage.why.points.map((point) => point.title)).toEqual([
      'Fixed scope',
      'Integration under 24 hrs',
      '3-5x ROI',
    ]);
  });

  it('links to /modules and the digital products catalogue', () => {
    expect(productModulesPage.grid.actions).toEqual([
      { label: 'Explore all modules', href: '/modules' },
      { label: 'Browse digital products', href: '/growth-os/digital-products' },
    ]);
  });

  it('has a four-step engagement', () => {
    expect(productModulesPage.engagement.steps).toHaveLength(4);
  });

  it('attributes its contact calls to action to /services/product-modules', () => {
    const contacts = [...productModulesPage.hero.actions, ...productModulesPage.cta.actions].filter(
      (action) => action.href.startsWith('/contact'),
    );
    expect(contacts.length).toBeGreaterThanOrEqual(1);
    for (const action of contacts) {
      expect(action.href).toBe(contactHref('/services/product-modules', action.label));
    }
  });
});

describe('links and text', () => {
  it('link only to routes of the spec, contact links carrying ref, from and label', () => {
    for (const link of allLinks) {
      const url = new URL(link.href, 'https://www.response.example');
      if (url.pathname === '/contact') {
        expect(url.searchParams.get('ref'), link.label).toBe('cta');
        expect(url.searchParams.get('from'), link.label).toMatch(/^\/(modules|services\/)/);
        expect(url.searchParams.get('label'), link.label).toMatch(/^[a-z0-9-]+$/);
      } else {
        expect(knownPaths.has(link.href), link.href).toBe(true);
      }
    }
  });

  it('keep titles within 60 and descriptions within 160 characters', () => {
    for (const meta of [modulesPage.meta, productModulesPage.meta]) {
      expect(meta.title.length).toBeLessThanOrEqual(60);
      expect(meta.description.length).toBeGreaterThan(50);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('state that outcomes are examples and not guaranteed', () => {
    expect(outcomesDisclaimer).toMatch(/not guaranteed/);
  });

  it('contain no placeholder text, emoji or American "optimize"', () => {
    const strings = collectStrings(content, 'modules');
    expect(strings.length).toBeGreaterThan(100);
    for (const [path, text] of strings) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toMatch(/lorem|todo|coming soon|tbd|placeholder/i);
      expect(text, path).not.toMatch(/\p{Extended_Pictographic}|[\u2190-\u21ff\u2500-\u27bf]/u);
      expect(text, path).not.toMatch(/optimiz/i);
    }
  });
});
