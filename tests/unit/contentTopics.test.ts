import { describe, expect, it } from 'vitest';
import { serviceSlugs } from '../../src/content/services/paths';
import { loadTopicPage, topicTrail } from '../../src/content/topics/details';
import { topicPageData } from '../../src/content/topics/details/data';
import { page as digitalMedia } from '../../src/content/topics/details/digitalMedia';
import { page as growthMarketing } from '../../src/content/topics/details/growthMarketing';
import { page as performanceMarketing } from '../../src/content/topics/details/performanceMarketing';
import type { TopicPageContent } from '../../src/content/topics/details/types';
import { page as webAnalytics } from '../../src/content/topics/details/webAnalytics';
import { topicPath, topicSlugs } from '../../src/content/topics/paths';
import { topicCards, topicsIndex } from '../../src/content/topics/topics';
import { valueImportsMatching } from '../support/staticImports';

const guides: TopicPageContent[] = [
  performanceMarketing,
  webAnalytics,
  digitalMedia,
  growthMarketing,
];

/** Figures the agency states for one service, on its page only: never on a guide. */
const serviceClaims = [
  /2-4 weeks/,
  /6-8 weeks/,
  /6-12 weeks/,
  /48-72 hours/,
  /6-20/,
  /mid five-figure/,
  /8-16 hours/,
  /90-day/,
];

describe('topics', () => {
  it('four topic cards: id, title, description, icon, href and three key facts', () => {
    expect(topicCards.map((card) => card.id)).toEqual([...topicSlugs]);
    expect(topicCards.map((card) => card.title)).toEqual([
      'Performance Marketing',
      'Web Analytics',
      'Digital Media',
      'Growth Marketing',
    ]);
    for (const card of topicCards) {
      expect(card.href).toBe(topicPath(card.id));
      expect(card.description.length).toBeGreaterThan(40);
      expect(card.keyFacts).toHaveLength(3);
      for (const fact of card.keyFacts) expect(fact.length).toBeGreaterThan(40);
    }
    expect(new Set(topicCards.map((card) => card.icon)).size).toBe(4);
  });

  it('the index: a TL;DR, six What We Do items and the four Explore More links', () => {
    expect(topicsIndex.tldr.length).toBeGreaterThan(80);
    expect(topicsIndex.whatWeDo.items).toHaveLength(6);
    expect(topicsIndex.exploreMore.links.map((link) => link.href)).toEqual([
      '/services',
      '/proof/cases',
      '/insights',
      '/contact',
    ]);
  });

  it.each(guides.map((guide) => [guide.slug, guide] as const))(
    '%s: TL;DR, six things we do, four steps, two related services, three questions',
    (_slug, guide) => {
      expect(guide.tldr.length).toBeGreaterThan(80);
      expect(guide.whatWeDo.items).toHaveLength(6);
      expect(guide.howItWorks.steps).toHaveLength(4);
      expect(guide.relatedServices).toHaveLength(2);
      expect(new Set(guide.relatedServices).size).toBe(2);
      for (const slug of guide.relatedServices) expect(serviceSlugs).toContain(slug);
      expect(guide.faq).toHaveLength(3);
      for (const item of guide.faq) expect(item.answer.length).toBeGreaterThan(80);
      expect(guide.meta.title.length).toBeLessThanOrEqual(48);
      expect(guide.meta.description.length).toBeLessThanOrEqual(160);
      const text = JSON.stringify(guide);
      expect(text).not.toMatch(/lorem|ipsum|coming soon|TODO/i);
      for (const claim of serviceClaims) expect(text, String(claim)).not.toMatch(claim);
    },
  );

  it('each guide has its own call to action', () => {
    const labels = guides.map((guide) => guide.cta.label);
    expect(new Set(labels).size).toBe(4);
  });

  it('a guide’s data: its card, its related services from their own cards, its trail', async () => {
    const data = await loadTopicPage('web-analytics');
    expect(data).toEqual(topicPageData(webAnalytics));
    expect(data.card.title).toBe('Web Analytics');
    expect(data.related.map((card) => card.href)).toEqual(
      webAnalytics.relatedServices.map((slug) => `/services/${slug}`),
    );
    expect(topicTrail(data).map((crumb) => crumb.name)).toEqual([
      'Home',
      'Topics',
      'Web Analytics',
    ]);
  });
});

describe('the services’ cards load with a guide’s loader only', () => {
  it.each([
    'src/routes/topics/$slug.tsx',
    'src/routes/topics/index.tsx',
    'src/routes/topics/-head/topicsHead.ts',
    'src/content/topics/details/index.ts',
    'src/pages/TopicPage/TopicPage.tsx',
  ])('%s has no static import of them', (file) => {
    expect(valueImportsMatching(file, /servicePages'|topicPages\/data'|'\.\/data'/)).toEqual([]);
  });
});
