import { describe, expect, it } from 'vitest';
import { generalInquiries } from '../../src/content/company/offices';
import {
  serviceCards,
  serviceSections,
  servicesClosing,
  servicesDisclaimer,
  servicesHero,
  servicesMeta,
  servicesPath,
  servicesTrail,
} from '../../src/content/services/services';
import { contactAction } from '../../src/site/contactLink';
import { DESCRIPTION_LIMIT, pageTitle, TITLE_LIMIT, withBrand } from '../../src/site/metadata';

/** The sections in order, and each card's title and 'Learn more' target. */
const expectedSections: Array<{ id: string; navLabel: string; cards: Array<[string, string]> }> = [
  {
    id: 'acquire',
    navLabel: 'Acquire',
    cards: [
      ['User Acquisition', '/services/user-acquisition'],
      ['Account-Based Marketing', '/services/account-based-marketing'],
      ['Go-to-Market: New Country', '/services/go-to-market-new-country'],
    ],
  },
  {
    id: 'optimise',
    navLabel: 'Optimise',
    cards: [
      ['Growth Marketing', '/services/growth-marketing'],
      ['Product Modules', '/services/product-modules'],
    ],
  },
  {
    id: 'create',
    navLabel: 'Create',
    cards: [
      ['Creative Production', '/services/creative-production'],
      ['Studio', '/studio'],
    ],
  },
  {
    id: 'advisory',
    navLabel: 'Advisory & Enablement',
    cards: [
      ['Executive Growth Advisory', '/services/executive-growth-advisory'],
      ['CMO & Team Training', '/services/cmo-team-training'],
    ],
  },
];

/** Internal paths of the route table that the page links to. */
const knownPaths = new Set([
  '/',
  '/services',
  '/services/user-acquisition',
  '/services/account-based-marketing',
  '/services/go-to-market-new-country',
  '/services/growth-marketing',
  '/services/product-modules',
  '/services/creative-production',
  '/services/executive-growth-advisory',
  '/services/cmo-team-training',
  '/studio',
  '/proof/cases',
  '/contact',
]);

const allText = JSON.stringify({
  serviceSections,
  servicesHero,
  servicesDisclaimer,
  servicesClosing,
  servicesMeta,
});

describe('services content', () => {
  it('has the hero title verbatim, with the highlight taken from it', () => {
    expect(servicesHero.title).toBe('Systems that scale. Services that deliver outcomes.');
    expect(servicesHero.highlight).toBe('Services that deliver outcomes.');
    expect(servicesHero.title.endsWith(servicesHero.highlight)).toBe(true);
  });

  it('has the four sections with the spec ids and navigation labels, in order', () => {
    expect(serviceSections.map((section) => [section.id, section.navLabel])).toEqual(
      expectedSections.map((section) => [section.id, section.navLabel]),
    );
    for (const section of serviceSections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.intro.trim()).not.toBe('');
    }
  });

  it("has each section's service cards with their 'Learn more' targets", () => {
    for (const [index, section] of serviceSections.entries()) {
      expect(section.cards.map((card) => [card.title, card.href])).toEqual(
        expectedSections[index]?.cards,
      );
    }
    expect(serviceCards).toHaveLength(9);
    expect(new Set(serviceCards.map((card) => card.href)).size).toBe(9);
  });

  it('fills every field of every card', () => {
    for (const card of serviceCards) {
      expect(card.description.trim(), card.title).not.toBe('');
      expect(card.exampleOutcomes.length, card.title).toBeGreaterThanOrEqual(3);
      expect(card.bullets.length, card.title).toBeGreaterThanOrEqual(3);
      expect(card.outcomes.length, card.title).toBeGreaterThanOrEqual(3);
      expect(card.tags.length, card.title).toBeGreaterThanOrEqual(3);
      const outcomeTitles = card.outcomes.map((outcome) => outcome.title);
      for (const list of [card.exampleOutcomes, card.bullets, outcomeTitles, card.tags]) {
        expect(new Set(list).size, card.title).toBe(list.length);
        for (const entry of list) expect(entry.trim(), card.title).not.toBe('');
      }
      // Example outcomes are short chips.
      for (const chip of card.exampleOutcomes) expect(chip.length, chip).toBeLessThanOrEqual(40);
    }
  });

  it('gives some cards more than three example outcomes, so the cap of three is exercised', () => {
    const over = serviceCards.filter((card) => card.exampleOutcomes.length > 3);
    expect(over.length).toBeGreaterThanOrEqual(2);
    expect(serviceCards.some((card) => card.exampleOutcomes.length >= 5)).toBe(true);
  });

  it("keeps the executive advisory outcomes ('Board-aligned OKRs', ...)", () => {
    const advisory = serviceCards.find((card) => card.title === 'Executive Growth Advisory');
    expect(advisory?.outcomes.map((outcome) => outcome.title)).toEqual([
      'Board-aligned OKRs',
      'Faster GTM',
      'De-risk spend',
    ]);
  });

  it.each([
    ['pilot in 2-4 weeks', 'Pilot live in 2-4 weeks'],
    ['90-day plan', '90-day plan'],
    ['first pipeline in 6-12 weeks', '6-12 weeks'],
    ['training cohorts of 6-20', '6-20 people'],
    ['workshops of 1-2 days', 'Workshops of 1-2 days'],
    ['user acquisition optimisation in 2-4 weeks', 'Initial optimisation within 2-4 weeks'],
    ['significant improvement in 6-8 weeks', 'Significant improvement typically in 6-8 weeks'],
    ['creative concepts in 1-2 weeks', '1-2 weeks'],
    ['variants in 48-72 hours', '48-72 hours'],
    ['ABM with Salesforce', 'Salesforce'],
    ['ABM with HubSpot', 'HubSpot'],
    ['fractional CMO 1-2 days a week', 'fractional CMO 1-2 days a week'],
    ['4-6 board meetings a year', '4-6 board meetings a year'],
    ['900% ROAS', '900% ROAS'],
    ['250% ROAS', '250% ROAS'],
    ['60% conversion lift', '60% conversion lift'],
    ['200% more qualified leads', '200% more qualified leads'],
  ])('states the spec fact: %s', (_fact, text) => {
    expect(allText).toContain(text);
  });

  it('uses British spelling', () => {
    expect(allText).not.toMatch(/optimiz|localiz|prioritiz|organiz/i);
  });

  it('links only to pages of the route table', () => {
    const hrefs = [
      ...serviceCards.map((card) => card.href),
      ...servicesHero.actions.map((action) => action.href),
      servicesClosing.primary.href,
      ...servicesTrail.map((crumb) => crumb.path),
    ];
    for (const href of hrefs) {
      expect(href.startsWith('/'), href).toBe(true);
      expect(knownPaths.has(href.split('?')[0] ?? ''), href).toBe(true);
    }
  });

  it("has the 'Book Strategy Session' contact call to action from /services", () => {
    expect(servicesPath).toBe('/services');
    const expected = contactAction('/services', 'Book Strategy Session');
    expect(servicesClosing.primary).toEqual(expected);
    expect(servicesHero.actions[0]).toEqual(expected);
    expect(expected.href).toBe('/contact?ref=cta&from=%2Fservices&label=book-strategy-session');
  });

  it('offers the info address and says outcomes are examples, not guaranteed', () => {
    expect(servicesClosing.email).toBe(generalInquiries.email);
    expect(servicesDisclaimer).toMatch(/example/i);
    expect(servicesDisclaimer).toMatch(/not guaranteed/);
  });

  it('has a breadcrumb trail Home > Services', () => {
    expect(servicesTrail).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
    ]);
  });

  it('has page metadata within the title and description limits', () => {
    expect(withBrand(servicesMeta.title).length).toBeLessThanOrEqual(TITLE_LIMIT);
    expect(pageTitle(servicesMeta.title)).toBe('Services that deliver outcomes | Response');
    expect(servicesMeta.description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
  });
});
