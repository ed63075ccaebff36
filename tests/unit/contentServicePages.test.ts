import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loadServicePage, serviceTrail } from '../../src/content/services/details';
import { allServicePages } from '../../src/content/services/details/all';
import { serviceCard, servicesDisclaimer } from '../../src/content/services/details/card';
import {
  type ServiceSlug,
  serviceContactHref,
  serviceLabel,
  servicePath,
  serviceSlugs,
} from '../../src/content/services/paths';
import { serviceCards } from '../../src/content/services/services';
import { contactSearchSchema } from '../../src/features/contactForm/contactSearch';
import { isExcludedCtaText } from '../../src/features/ctaInterception/contactIntent';
import { valueImportsMatching } from '../support/staticImports';

const pages = allServicePages;

/** Everything a service's page says: its card (shared with /services) and its own content. */
function pageText(slug: ServiceSlug): string {
  const card = serviceCard(slug);
  return JSON.stringify({ card, page: pages[slug] });
}

/**
 * Each claim the agency makes, and the only service pages it may appear on. A claim written on the
 * wrong page is a fact the agency did not make about that service.
 */
const claims: Array<{ claim: RegExp; on: ServiceSlug[] }> = [
  { claim: /pilot (?:live )?in 2-4 weeks/i, on: ['go-to-market-new-country'] },
  { claim: /90-day/, on: ['go-to-market-new-country'] },
  {
    claim: /first pipeline[^.]*typically[^.]*6-12 weeks/i,
    on: ['go-to-market-new-country', 'account-based-marketing'],
  },
  { claim: /6-20/, on: ['cmo-team-training'] },
  { claim: /workshops? of 1-2 days|1-2[- ]day workshops?/i, on: ['cmo-team-training'] },
  { claim: /1-2 days a week/, on: ['executive-growth-advisory'] },
  { claim: /6-8 weeks/, on: ['user-acquisition'] },
  { claim: /48-72 hours/, on: ['creative-production'] },
  { claim: /1-2 weeks/, on: ['creative-production'] },
  { claim: /mid five-figure monthly pilot/, on: ['go-to-market-new-country'] },
  { claim: /8-16 hours/, on: ['executive-growth-advisory'] },
  { claim: /4-6 board meetings/, on: ['executive-growth-advisory'] },
  { claim: /6-month minimum/, on: ['executive-growth-advisory'] },
  { claim: /one client per category/i, on: ['executive-growth-advisory'] },
];

describe('service pages', () => {
  it('one page per service with a page, each with its card on /services', () => {
    expect(Object.keys(pages).sort()).toEqual([...serviceSlugs].sort());
    for (const slug of serviceSlugs) {
      expect(pages[slug].slug).toBe(slug);
      expect(serviceCard(slug).href).toBe(servicePath(slug));
    }
    // Every card that links under /services/ (but the Growth OS pages) has a page.
    const linked = serviceCards
      .map((card) => card.href)
      .filter((href) => href.startsWith('/services/') && href !== '/services/product-modules');
    expect(linked.sort()).toEqual(serviceSlugs.map(servicePath).sort());
  });

  it.each(serviceSlugs)(
    '%s: four steps, What We Do, an FAQ, outcomes with their bodies',
    (slug) => {
      const page = pages[slug];
      const card = serviceCard(slug);
      expect(page.howItWorks.steps).toHaveLength(4);
      for (const step of page.howItWorks.steps) {
        expect(step.title.trim()).not.toBe('');
        expect(step.body.length).toBeGreaterThan(40);
        expect(step.meta?.trim()).toBeTruthy();
      }
      expect(page.whatWeDo.items.length).toBeGreaterThanOrEqual(4);
      expect(page.whatWeDo.items.length).toBeLessThanOrEqual(6);
      expect(page.faq.length).toBeGreaterThanOrEqual(4);
      expect(page.faq.length).toBeLessThanOrEqual(6);
      for (const list of [page.whatWeDo.items, page.howItWorks.steps]) {
        const titles = list.map((item) => item.title);
        expect(new Set(titles).size).toBe(titles.length);
      }
      for (const outcome of card.outcomes) expect(outcome.body?.length ?? 0).toBeGreaterThan(40);
      expect(card.exampleOutcomes.length).toBeGreaterThanOrEqual(3);
      expect(page.meta.description.length).toBeGreaterThanOrEqual(100);
      expect(page.meta.description.length).toBeLessThanOrEqual(160);
      expect(pageText(slug)).not.toMatch(/lorem|ipsum|coming soon|TODO/i);
    },
  );

  it.each(claims.map((row) => [row.claim.source, row] as const))(
    'the claim %s is on its pages only',
    (_name, { claim, on }) => {
      for (const slug of serviceSlugs) {
        if (on.includes(slug)) expect(pageText(slug), slug).toMatch(claim);
        else expect(pageText(slug), slug).not.toMatch(claim);
      }
    },
  );

  it('the go-to-market, account-based marketing and user acquisition claims', () => {
    expect(pageText('account-based-marketing')).toMatch(/Salesforce/);
    expect(pageText('account-based-marketing')).toMatch(/HubSpot/);
    expect(pageText('user-acquisition')).toMatch(/2-4 weeks/);
    expect(pageText('creative-production')).toMatch(/test, learn and localise/i);
  });

  it('executive advisory: the fractional CMO, board advisory, outcomes, steps and five questions', () => {
    const text = pageText('executive-growth-advisory');
    expect(text).toMatch(/1-2 days a week/);
    expect(text).toMatch(/quarterly rolling/);
    for (const area of [
      'governance',
      'KPIs',
      'vendor orchestration',
      'due diligence',
      'growth audits',
    ]) {
      expect(text).toContain(area);
    }
    expect(
      serviceCard('executive-growth-advisory').outcomes.map((outcome) => outcome.title),
    ).toEqual(['Board-aligned OKRs', 'Faster GTM', 'De-risk spend']);
    expect(pages['executive-growth-advisory'].howItWorks.steps.map((step) => step.title)).toEqual([
      'Onboard & Assess',
      'Operate & Execute',
      'Govern & Report',
      'Scale & Transition',
    ]);
    expect(pages['executive-growth-advisory'].faq).toHaveLength(5);
    expect(pages['executive-growth-advisory'].cta.label).toBe('Schedule Executive Discussion');
  });

  it('calls to action: the spec’s two, distinct texts elsewhere, each a contact intent', () => {
    expect(pages['creative-production'].cta.label).toBe('Start Creative Program');
    const labels = serviceSlugs.map((slug) => pages[slug].cta.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(isExcludedCtaText(label), label).toBe(false);
  });

  it('contact links carry ref=cta, the slug and its label; the contact page keeps them', () => {
    expect(serviceLabel('account-based-marketing')).toBe('account_based_marketing');
    expect(serviceContactHref('creative-production')).toBe(
      '/contact?ref=cta&from=creative-production&label=creative_production',
    );
    for (const slug of serviceSlugs) {
      const query = Object.fromEntries(
        new URL(serviceContactHref(slug), 'https://x.example').searchParams,
      );
      expect(v.parse(contactSearchSchema, query)).toMatchObject({
        ref: 'cta',
        from: slug,
        label: serviceLabel(slug),
      });
    }
    // A slug is a source; a host or a scheme is not.
    for (const from of ['https://evil.example', '//evil.example', 'evil.example', 'Bad Slug']) {
      expect(v.parse(contactSearchSchema, { from }).from).toBe('');
    }
  });

  it("ships a service page without /services' content: its card comes with the loader", () => {
    for (const file of [
      'src/routes/services/$slug.tsx',
      'src/routes/services/-head/serviceHead.ts',
      'src/content/services/details/index.ts',
      'src/content/services/paths.ts',
      'src/pages/ServicePage/ServicePage.tsx',
    ]) {
      expect(
        valueImportsMatching(
          file,
          /content\/services'|'\.\.?\/services'|servicePages\/card'|'\.\/card'/,
        ),
      ).toEqual([]);
    }
  });

  it('loads a page with its card and trail', async () => {
    const data = await loadServicePage('growth-marketing');
    expect(data.page).toBe(pages['growth-marketing']);
    expect(data.card.title).toBe('Growth Marketing');
    expect(data.disclaimer).toBe(servicesDisclaimer);
    expect(serviceTrail(data).map((crumb) => crumb.path)).toEqual([
      '/',
      '/services',
      '/services/growth-marketing',
    ]);
  });
});
