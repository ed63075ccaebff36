import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleNames } from '../../src/content/growth-os/moduleNames';
import { caseBySlug, caseStudies } from '../../src/content/proof/caseDetails';
import { caseIndustries as industriesModule } from '../../src/content/proof/caseIndustries';
import { caseList } from '../../src/content/proof/caseList';
import {
  allIndustriesLabel,
  type CaseStudy,
  caseIndustries,
  casePath,
  casesPage,
} from '../../src/content/proof/casePages';
import * as filters from '../../src/content/proof/testimonialFilters';
import {
  excerptLimit,
  testimonialRegions,
  testimonialRoles,
  testimonials,
} from '../../src/content/proof/testimonials';
import { staticImports } from '../support/staticImports';

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

/** Every figure a case shows: its card metrics and its KPI grid. */
const figures = (study: CaseStudy) => [
  ...study.metrics.map((metric) => metric.value),
  ...study.kpis.map((kpi) => kpi.value),
];

describe('case studies: summaries and details', () => {
  it('are eight, with unique URL-friendly slugs', () => {
    expect(caseStudies).toHaveLength(8);
    const slugs = caseStudies.map((study) => study.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(slugPattern);
    for (const slug of slugs) expect(caseBySlug(slug)?.slug).toBe(slug);
    expect(caseBySlug('no-such-case')).toBeUndefined();
  });

  // The five cases the spec details, in its order, with the figures it gives them.
  it.each([
    ['northfield-industrial-sql-growth', 'CPG & Industrial', [['+400%', /SQL/]]],
    [
      'calderbrook-benefits-acquisition-cost',
      'Financial Services',
      [
        ['-82%', /CAC|acquisition cost/i],
        ['+112%', /conversion/i],
      ],
    ],
    [
      'quillstone-software-new-customer-cac',
      'B2B Software',
      [
        ['-76%', /CAC/],
        ['3.1x', /ROI|return/i],
      ],
    ],
    [
      'selvi-bank-ai-paid-search',
      'Financial Services',
      [
        ['+127%', /qualified leads/i],
        ['-41%', /cost per/i],
      ],
    ],
    [
      'solenne-skin-lab-prospecting-roas',
      'Beauty & Skincare',
      [
        ['+800%', /ROAS/],
        ['+44%', /add-to-cart/i],
      ],
    ],
  ] as const)('%s (%s) carries the spec figures', (slug, industry, expected) => {
    const study = caseBySlug(slug) as CaseStudy;
    expect(study).toBeDefined();
    expect(study.industry).toBe(industry);
    for (const [value, label] of expected) {
      const metric = study.metrics.find((entry) => entry.value === value);
      expect(metric, `${slug} metric ${value}`).toBeDefined();
      expect(metric?.label).toMatch(label);
      expect(study.kpis.map((kpi) => kpi.value)).toContain(value);
    }
  });

  it('lists the five detailed cases first, in the spec order', () => {
    expect(caseStudies.slice(0, 5).map((study) => study.slug)).toEqual([
      'northfield-industrial-sql-growth',
      'calderbrook-benefits-acquisition-cost',
      'quillstone-software-new-customer-cac',
      'selvi-bank-ai-paid-search',
      'solenne-skin-lab-prospecting-roas',
    ]);
  });

  it('has at least one case in every industry, and no other industry', () => {
    expect(caseIndustries).toBe(industriesModule);
    expect(allIndustriesLabel).toBe('All Industries');
    expect(casesPage.allIndustriesLabel).toBe(allIndustriesLabel);
    for (const industry of caseIndustries) {
      expect(
        caseStudies.some((study) => study.industry === industry),
        industry,
      ).toBe(true);
    }
    for (const study of caseStudies) expect(caseIndustries).toContain(study.industry);
  });

  it('fills every field the card and the page show', () => {
    for (const study of caseStudies) {
      expect(study.brand.length, study.slug).toBeGreaterThan(0);
      expect(study.title.length, study.slug).toBeGreaterThan(0);
      expect(study.objective.length, study.slug).toBeGreaterThan(0);
      expect(study.summary.length, study.slug).toBeGreaterThan(40);
      expect(study.metrics.length, study.slug).toBeGreaterThan(0);
      expect(study.secondaryKpis.length, study.slug).toBeGreaterThan(0);
      expect(study.challenge.length, study.slug).toBeGreaterThan(80);
      expect(study.approach.length, study.slug).toBeGreaterThan(80);
      expect(study.kpis.length, study.slug).toBeGreaterThan(0);
      expect(study.methodology.notes.length, study.slug).toBeGreaterThan(0);
      expect(study.methodology.dataSources.length, study.slug).toBeGreaterThan(0);
      expect(study.tags.length, study.slug).toBeGreaterThan(0);
      // The headline metric opens the page too.
      expect(study.primaryClaim, study.slug).toContain(study.metrics[0]?.value);
      for (const value of figures(study)) expect(value.trim(), study.slug).toBe(value);
    }
  });

  it('says in its methodology what is still to be confirmed', () => {
    const confirming = caseStudies.filter((study) =>
      study.methodology.notes.some((note) => note.toLowerCase().includes('to be confirmed')),
    );
    expect(confirming.length).toBeGreaterThan(0);
    for (const slug of caseStudies.slice(0, 5).map((study) => study.slug)) {
      expect(confirming.map((study) => study.slug)).toContain(slug);
    }
  });

  it('runs only on real Growth OS modules, each named once per case', () => {
    for (const study of caseStudies) {
      expect(study.stackModules.length, study.slug).toBeGreaterThan(0);
      expect(new Set(study.stackModules).size, study.slug).toBe(study.stackModules.length);
      for (const name of study.stackModules) expect(moduleNames, study.slug).toContain(name);
    }
  });

  it('has a page path per slug', () => {
    expect(casePath('selvi-bank-ai-paid-search')).toBe('/proof/cases/selvi-bank-ai-paid-search');
  });
});

describe('testimonial filter values', () => {
  it('live in their own module and are re-exported unchanged by the content', () => {
    expect(testimonialRoles).toBe(filters.testimonialRoles);
    expect(testimonialRegions).toBe(filters.testimonialRegions);
    expect([...testimonialRoles]).toEqual(['Director', 'Manager', 'CEO', 'CMO']);
    expect([...testimonialRegions]).toEqual(['UK', 'Turkey', 'EMEA', 'Global']);
  });
});

describe('testimonials', () => {
  it('are about sixteen, with unique slug ids', () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(12);
    expect(testimonials.length).toBeLessThanOrEqual(20);
    const ids = testimonials.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(slugPattern);
  });

  it('fill name, title, company and a quote of several sentences', () => {
    for (const t of testimonials) {
      expect(t.name.trim().length, t.id).toBeGreaterThan(0);
      expect(t.title.trim().length, t.id).toBeGreaterThan(0);
      expect(t.company.trim().length, t.id).toBeGreaterThan(0);
      expect(t.quote_full.split(/(?<=[.!?])\s+/).length, t.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('cover every role and every region at least once', () => {
    for (const role of testimonialRoles) {
      expect(
        testimonials.some((t) => t.role_level === role),
        role,
      ).toBe(true);
    }
    for (const region of testimonialRegions) {
      expect(
        testimonials.some((t) => t.region === region),
        region,
      ).toBe(true);
    }
    for (const t of testimonials) {
      expect(testimonialRoles, t.id).toContain(t.role_level);
      expect(testimonialRegions, t.id).toContain(t.region);
    }
  });

  it('pin three or four', () => {
    const pinned = testimonials.filter((t) => t.pinned).length;
    expect(pinned).toBeGreaterThanOrEqual(3);
    expect(pinned).toBeLessThanOrEqual(4);
  });

  it('have excerpts that are the opening of the quote, at most 180 characters', () => {
    expect(excerptLimit).toBe(180);
    for (const t of testimonials) {
      expect(t.excerpt.length, t.id).toBeGreaterThan(0);
      expect(t.excerpt.length, t.id).toBeLessThanOrEqual(excerptLimit);
      const cut = t.excerpt.endsWith('…');
      const words = cut ? t.excerpt.slice(0, -1) : t.excerpt;
      expect(t.quote_full.startsWith(words), t.id).toBe(true);
      if (!cut) expect(t.excerpt, t.id).toMatch(/[.!?]$/);
    }
  });

  it('name an avatar file that exists under public/, small enough for a card', () => {
    const withHeadshot = testimonials.filter((t) => t.headshot_url);
    expect(withHeadshot.length).toBeGreaterThan(0);
    for (const t of withHeadshot) {
      expect(t.headshot_url).toBe(`/proof-media/headshots/${t.id}.webp`);
      const file = `${publicDir}${t.headshot_url}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size, file).toBeLessThan(30_000);
    }
  });

  it('link only to real case pages', () => {
    const paths = caseStudies.map((study) => casePath(study.slug));
    const linked = testimonials.filter((t) => t.source_url);
    expect(linked.length).toBeGreaterThan(0);
    for (const t of linked) expect(paths, t.id).toContain(t.source_url);
  });

  it('from a client with a case study link to that case', () => {
    for (const t of testimonials) {
      const study = caseStudies.find((entry) => entry.brand === t.company);
      if (study) expect(t.source_url, t.id).toBe(casePath(study.slug));
      else expect(t.source_url, t.id).toBeUndefined();
    }
  });
});

describe('the eight cases’ details load with a case page’s loader only', () => {
  it('the list holds every case, in the same order, and each has its details', () => {
    expect(caseStudies.map((study) => study.slug)).toEqual(caseList.map((entry) => entry.slug));
    for (const study of caseStudies) {
      expect(study.challenge).not.toBe('');
      expect(study.kpis.length).toBeGreaterThan(0);
    }
  });

  it.each([
    'src/routes/proof/cases/$slug.tsx',
    'src/routes/proof/cases/index.tsx',
    'src/routes/proof/-head/caseHead.ts',
    'src/routes/proof/-head/casesHead.ts',
    'src/pages/CasePage/CasePage.tsx',
    'src/pages/CasesPage/CasesPage.tsx',
    'src/sections/CaseCard/CaseCard.tsx',
    'src/content/proof/casePages.ts',
    'src/content/proof/caseList.ts',
  ])('%s has no static import of them', (file) => {
    expect(
      staticImports(file).filter((statement) =>
        /content\/caseStudies'|'\.\/caseStudies'/.test(statement),
      ),
    ).toEqual([]);
  });
});
