import { render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { awards } from '../../src/content/proof/awards';
import { proofHub } from '../../src/content/proof/hub';
import { studioHub, studioPageSlugs, studioPages } from '../../src/content/studio/studio';
import { StudioPage } from '../../src/pages/StudioPage/StudioPage';
import { AwardList } from '../../src/sections/AwardList/AwardList';
import { LinkCardGrid } from '../../src/sections/LinkCardGrid/LinkCardGrid';
import { DESCRIPTION_LIMIT, pageTitle } from '../../src/site/metadata';
import { valueImportsMatching } from '../support/staticImports';

/** The query of a contact call to action, after checking that it leads to /contact. */
function contactQuery(href: string): URLSearchParams {
  const url = new URL(href, 'https://www.response.example');
  expect(url.pathname).toBe('/contact');
  return url.searchParams;
}

describe('Studio hub', () => {
  it('has four cards with title, subtitle, body and the four sub-page hrefs, in menu order', () => {
    const cards = studioHub.cards.items;
    expect(cards.map((card) => card.href)).toEqual([
      '/studio/ai-lab',
      '/studio/creative',
      '/studio/tiktok',
      '/studio/creator-studio',
    ]);
    expect(cards.map((card) => card.title)).toEqual([
      'AI Lab',
      'Creative',
      'TikTok',
      'Creator Studio',
    ]);
    for (const card of cards) {
      expect(card.subtitle.length).toBeGreaterThan(0);
      expect(card.body.length).toBeGreaterThan(40);
    }
  });

  it('has a consultation call to action to the contact page from /studio', () => {
    expect(studioHub.consultation.label).toContain('Consultation');
    const query = contactQuery(studioHub.consultation.href);
    expect(query.get('ref')).toBe('cta');
    expect(query.get('from')).toBe('/studio');
    expect(query.get('label')).toBe('book-a-consultation');
  });
});

describe('Studio sub-pages', () => {
  it('exist for the four slugs, each at /studio/{slug}', () => {
    expect(Object.keys(studioPages).sort()).toEqual([...studioPageSlugs].sort());
    for (const slug of studioPageSlugs) {
      expect(studioPages[slug].slug).toBe(slug);
      expect(studioPages[slug].path).toBe(`/studio/${slug}`);
    }
  });

  it.each(studioPageSlugs)('%s has exactly three feature cards', (slug) => {
    const { features } = studioPages[slug];
    expect(features.items).toHaveLength(3);
    for (const feature of features.items) {
      expect(feature.title.length).toBeGreaterThan(0);
      expect(feature.body.length).toBeGreaterThan(40);
    }
  });

  it.each(studioPageSlugs)('%s has a consultation button to /contact with ref=cta', (slug) => {
    const page = studioPages[slug];
    expect(page.consultation.label).toContain('Consultation');
    const query = contactQuery(page.consultation.href);
    expect(query.get('ref')).toBe('cta');
    expect(query.get('from')).toBe(`/studio/${slug}`);
    expect(query.get('label')).toBe('book-a-consultation');
  });

  it.each(studioPageSlugs)('%s has the trail Home > Studio > name and a link back', (slug) => {
    const page = studioPages[slug];
    expect(page.trail).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Studio', path: '/studio' },
      { name: page.name, path: `/studio/${slug}` },
    ]);
    expect(page.backLink.href).toBe('/studio');
    expect(page.process.steps.length).toBeGreaterThanOrEqual(3);
    expect(page.deliverables.points.length).toBeGreaterThanOrEqual(3);
  });

  it('card titles match the sub-page names', () => {
    for (const card of studioHub.cards.items) {
      const page = Object.values(studioPages).find((candidate) => candidate.path === card.href);
      expect(page?.name).toBe(card.title);
    }
  });

  it('renders one h1, the breadcrumbs and a list of three feature cards', () => {
    const page = studioPages['ai-lab'];
    render(createElement(StudioPage, { page }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    const featureHeading = screen.getByRole('heading', { level: 2, name: page.features.heading });
    const featureSection = featureHeading.closest('section');
    expect(featureSection).not.toBeNull();
    const cards = (featureSection as HTMLElement).querySelectorAll(':scope ul > li:has(> h3)');
    expect(cards).toHaveLength(3);
    const consultations = screen.getAllByRole('link', { name: /Book a Consultation/ });
    expect(consultations.length).toBeGreaterThan(0);
    for (const link of consultations) {
      expect(link.getAttribute('href')).toBe(page.consultation.href);
    }
    expect(screen.getByRole('link', { name: 'Back to Studio' }).getAttribute('href')).toBe(
      '/studio',
    );
  });
});

describe('Proof hub', () => {
  it('has cards to the five proof areas', () => {
    expect(proofHub.areas.cards.map((card) => card.href)).toEqual([
      '/proof/cases',
      '/proof/testimonials',
      '/proof/awards',
      '/proof/tech-stack',
      '/press-room',
    ]);
    for (const card of proofHub.areas.cards) {
      expect(card.title.length).toBeGreaterThan(0);
      expect(card.description.length).toBeGreaterThan(20);
    }
  });

  it('offers See Case Studies and a strategy session button', () => {
    expect(proofHub.cta.cases).toEqual({ label: 'See Case Studies', href: '/proof/cases' });
    expect(proofHub.cta.strategySession.label).toBe('Book a Strategy Session');
    const query = contactQuery(proofHub.cta.strategySession.href);
    expect(query.get('ref')).toBe('cta');
    expect(query.get('from')).toBe('/proof');
    expect(query.get('label')).toBe('book-a-strategy-session');
  });

  it('gives each card link hidden context: the card title', () => {
    render(
      createElement(LinkCardGrid, {
        heading: proofHub.areas.heading,
        cards: proofHub.areas.cards.map((card) => ({
          title: card.title,
          body: card.description,
          href: card.href,
        })),
      }),
    );
    for (const card of proofHub.areas.cards) {
      const link = screen.getByRole('link', { name: `Explore ${card.title}` });
      expect(link.getAttribute('href')).toBe(card.href);
    }
  });
});

describe('Awards', () => {
  it('lists the 2025 finalist entry and the 2024 and 2023 recognitions, with https links', () => {
    expect(awards.map((award) => award.year)).toEqual([2025, 2024, 2023]);
    expect(proofHub.awards.items).toBe(awards);
    expect(awards[0]?.title).toContain('Global Search Awards');
    expect(awards[0]?.badge).toBe('Finalist');
    for (const award of awards) {
      expect(new URL(award.link).protocol).toBe('https:');
      expect(award.title.length).toBeGreaterThan(0);
      expect(award.categories.length).toBeGreaterThan(0);
      expect(award.description.length).toBeGreaterThan(40);
      expect(award.badge.length).toBeGreaterThan(0);
      expect(award.clientWork === null || award.clientWork.length > 0).toBe(true);
    }
    expect(new URL(awards[1]?.link ?? '').host).toBe('clutch.co');
    expect(new URL(awards[2]?.link ?? '').host).toBe('clutch.co');
  });

  it('renders each View Award link in a new tab, with rel and hidden context', () => {
    render(createElement(AwardList, { heading: 'Awards & Recognition', awards }));
    const links = screen.getAllByRole('link', { name: /^View Award/ });
    expect(links).toHaveLength(3);
    links.forEach((link, index) => {
      const award = awards[index];
      expect(award).toBeDefined();
      if (!award) return;
      expect(link.getAttribute('href')).toBe(award.link);
      expect(link.getAttribute('target')).toBe('_blank');
      const rel = link.getAttribute('rel')?.split(' ') ?? [];
      expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(link.textContent).toContain('(opens in a new tab)');
      expect(link.textContent).toContain(`${award.title} ${award.year}`);
      expect(link.textContent?.startsWith('View Award')).toBe(true);
    });
  });

  it('renders categories as a list and client work only when present', () => {
    render(createElement(AwardList, { heading: 'Awards & Recognition', awards }));
    expect(screen.getAllByRole('list', { name: 'Categories' })).toHaveLength(3);
    expect(screen.getAllByText('Client work:')).toHaveLength(
      awards.filter((award) => award.clientWork !== null).length,
    );
  });
});

describe('Page metadata', () => {
  const metas = [
    studioHub.meta,
    proofHub.meta,
    ...studioPageSlugs.map((slug) => studioPages[slug].meta),
  ];

  it.each(metas)('$title fits the title and description limits without truncation', (meta) => {
    expect(pageTitle(meta.title).endsWith('…')).toBe(false);
    expect(meta.description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
  });
});

describe('a proof area’s page ships without the hub', () => {
  it.each([
    'src/content/proof/proof.ts',
    'src/pages/CasesPage/CasesPage.tsx',
    'src/pages/TestimonialsPage/TestimonialsPage.tsx',
    'src/pages/TechStackPage/TechStackPage.tsx',
    'src/pages/AwardsPage/AwardsPage.tsx',
    'src/pages/CasePage/CasePage.tsx',
  ])('%s has no static import of the hub’s content', (file) => {
    expect(valueImportsMatching(file, /proofHub'/)).toEqual([]);
  });

  it.each([
    'src/content/proof/proof.ts',
    'src/pages/CasesPage/CasesPage.tsx',
    'src/pages/TestimonialsPage/TestimonialsPage.tsx',
    'src/pages/CasePage/CasePage.tsx',
  ])('%s has no static import of another area’s words', (file) => {
    expect(valueImportsMatching(file, /(awardsPage|techStackPage)'/)).toEqual([]);
  });
});
