import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ArticleView } from '../../src/features/insights/articleData';
import { filterReports, type ReportEntry } from '../../src/features/insights/reportMatch';
import { reportSearchSchema } from '../../src/features/insights/reportSearchParams';
import { sharePopupFeatures, shareUrl } from '../../src/features/insights/share';
import {
  articleHead,
  articlesHead,
  landingHead,
  reportsHead,
} from '../../src/routes/insights/-head/insightsHead';
import { type HeadTags, pageHead } from '../../src/site/metadata';
import { valueImportsMatching } from '../support/staticImports';

const meta = (head: HeadTags, key: string) =>
  head.meta.find(
    (tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key),
  );
const content = (head: HeadTags, key: string) => {
  const tag = meta(head, key);
  return tag && 'content' in tag ? tag.content : undefined;
};
const title = (head: HeadTags) => head.meta.find((tag) => 'title' in tag) as { title: string };
const jsonLd = (head: HeadTags) =>
  head.scripts.map((script) => JSON.parse(script.children) as Record<string, unknown>);

describe('sharing an article', () => {
  const url = 'https://www.response.example/insights/why-last-click-lies';

  it('LinkedIn gets the page URL', () => {
    expect(shareUrl('linkedin', url, 'Why last-click lies')).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.response.example%2Finsights%2Fwhy-last-click-lies',
    );
  });

  it('Twitter gets the page URL and the title, encoded', () => {
    const share = new URL(shareUrl('twitter', url, 'CFOs & “last click”: a #guide'));
    expect(share.origin + share.pathname).toBe('https://twitter.com/intent/tweet');
    expect(share.searchParams.get('url')).toBe(url);
    expect(share.searchParams.get('text')).toBe('CFOs & “last click”: a #guide');
  });

  it('opens a 600x400 popup centred on the window', () => {
    expect(sharePopupFeatures({ x: 100, y: 50, width: 1400, height: 900 })).toBe(
      'popup=yes,width=600,height=400,left=500,top=300',
    );
    // A window smaller than the popup: never off-screen to the left or top.
    expect(sharePopupFeatures({ x: 0, y: 0, width: 390, height: 300 })).toContain('left=0,top=0');
  });
});

describe('the reports search', () => {
  const entry = (id: number, title: string, excerpt: string, tags: string[], date: string) =>
    ({
      id,
      slug: `r${id}`,
      title,
      excerpt,
      date,
      readTime: 5,
      tags: tags.map((name, index) => ({ id: index, name, slug: name.toLowerCase() })),
    }) satisfies ReportEntry;
  const reports = [
    entry(
      1,
      'Paid media benchmarks 2025',
      'CPMs by channel.',
      ['Benchmarks'],
      '2025-02-01T09:00:00',
    ),
    entry(
      2,
      'State of AI adoption',
      'Survey of 400 CMOs.',
      ['AI', 'Survey'],
      '2026-03-01T09:00:00',
    ),
    entry(3, 'Retention economics', 'What a point of churn costs.', ['LTV'], '2026-01-01T09:00:00'),
  ];
  const titles = (search: string) => filterReports(reports, { search }).map((r) => r.title);

  it('matches title, excerpt or tag names, in any case; newest first', () => {
    expect(titles('')).toEqual([
      'State of AI adoption',
      'Retention economics',
      'Paid media benchmarks 2025',
    ]);
    expect(titles('BENCHMARK')).toEqual(['Paid media benchmarks 2025']);
    expect(titles('cmos')).toEqual(['State of AI adoption']);
    expect(titles(' survey ')).toEqual(['State of AI adoption']);
    expect(titles('ltv')).toEqual(['Retention economics']);
    expect(titles('blockchain')).toEqual([]);
  });

  it('reads any URL: odd values are the default, long ones cut', () => {
    const parse = (search: unknown) => v.parse(reportSearchSchema, search);
    expect(parse({})).toEqual({ search: '' });
    expect(parse({ search: 42 })).toEqual({ search: '' });
    expect(parse({ search: ['a', 'b'] })).toEqual({ search: 'a' });
    expect(parse({ search: 'x'.repeat(500) }).search).toHaveLength(100);
  });
});

describe('head tags of the Insights pages', () => {
  it('the landing: a CollectionPage of its two sections', () => {
    const head = pageHead(landingHead());
    expect(title(head).title.length).toBeLessThanOrEqual(60);
    const [page] = jsonLd(head);
    expect(page?.['@type']).toBe('CollectionPage');
    expect(JSON.stringify(page)).toContain('https://www.response.example/insights/articles');
    expect(JSON.stringify(page)).toContain('https://www.response.example/insights/reports');
  });

  it('the lists: breadcrumbs and up to ten posts', () => {
    const posts = Array.from({ length: 14 }, (_, i) => ({ slug: `p${i}`, title: `Post ${i}` }));
    for (const head of [pageHead(articlesHead(posts)), pageHead(reportsHead(posts))]) {
      const [crumbs, page] = jsonLd(head);
      expect(crumbs?.['@type']).toBe('BreadcrumbList');
      const list = page?.mainEntity as { itemListElement: unknown[] };
      expect(list.itemListElement).toHaveLength(10);
    }
    expect(content(pageHead(articlesHead([])), 'og:url')).toBe(
      'https://www.response.example/insights/articles',
    );
  });

  it('an article: truncated title, its excerpt, og:type article, its image and BlogPosting', () => {
    const article: ArticleView = {
      id: 7,
      slug: 'why-last-click-lies',
      title: 'Why your CFO doesn’t trust last-click attribution (and what to show instead)',
      date: '2025-03-25T09:00:00',
      excerpt: 'Finance teams are right to be sceptical of platform-reported conversions.',
      author: 'Maya Okafor',
      readTime: 5,
      list: 'articles',
      categories: [{ id: 1, name: 'Analytics', slug: 'analytics' }],
      tags: [{ id: 2, name: 'Attribution', slug: 'attribution' }],
      image: {
        src: '/sample-media/lc.jpg',
        alt: 'A grid of lit squares',
        width: 1600,
        height: 900,
        sources: [],
      },
      bodyHtml: '<p>Body</p>',
      bodySource: '11:abc',
    };
    const head = pageHead(articleHead(article));
    // A long title is cut to 57 characters and an ellipsis, before the brand could be added.
    expect(title(head).title).toBe(`${article.title.slice(0, 57)}…`);
    expect(content(head, 'description')).toBe(article.excerpt);
    expect(content(head, 'og:type')).toBe('article');
    expect(content(head, 'og:image')).toBe('https://www.response.example/sample-media/lc.jpg');
    expect(content(head, 'og:image:width')).toBe('1600');
    expect(content(head, 'article:published_time')).toBe('2025-03-25T09:00:00');
    expect(content(head, 'article:author')).toBe('Maya Okafor');
    expect(content(head, 'article:tag')).toBe('Attribution');
    const [crumbs, posting] = jsonLd(head);
    expect(crumbs?.itemListElement).toHaveLength(4);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: article.title,
      datePublished: article.date,
      author: { '@type': 'Person', name: 'Maya Okafor' },
      articleSection: 'Analytics',
      keywords: 'Attribution',
      url: 'https://www.response.example/insights/why-last-click-lies',
    });
  });

  it('an article without image, author or excerpt still has a description and no empty fields', () => {
    const head = pageHead(
      articleHead({
        id: 8,
        slug: 'bare',
        title: 'Bare',
        date: '',
        excerpt: '',
        author: null,
        readTime: 1,
        list: 'articles',
        categories: [],
        tags: [],
        image: null,
        bodyHtml: '',
        bodySource: '0:0',
      }),
    );
    expect(content(head, 'description')).toContain('Bare');
    // No featured image: the article's own social card, drawn when its page is generated.
    expect(content(head, 'og:image')).toBe(
      'https://www.response.example/og/cards/insights/bare.png',
    );
    const [, posting] = jsonLd(head);
    expect(posting).not.toHaveProperty('author');
    expect(posting).not.toHaveProperty('image');
    expect(posting?.datePublished).toBeUndefined();
  });
});

describe('the sanitiser loads with an article load only', () => {
  it.each([
    'src/routes/insights/$slug.tsx',
    'src/pages/ArticlePage/ArticlePage.tsx',
    'src/routes/insights/-head/insightsHead.ts',
  ])('%s has no static import of the article loader or the sanitiser', (file) => {
    expect(valueImportsMatching(file, /insights\/(articleData|sanitize)'/)).toEqual([]);
  });
});

describe('an article page ships no list code', () => {
  // The content client, the REST reader's list code and the classifier with its pillar texts come
  // with a load (a client-side visit, the refresh after hydration), not with the page.
  it.each(['src/routes/insights/$slug.tsx', 'src/pages/ArticlePage/ArticlePage.tsx'])(
    '%s has no static import of the lists’ data or search code',
    (file) => {
      expect(
        valueImportsMatching(
          file,
          /insights\/(insightsData|contentClient|articleSearch|classify|posts)'/,
        ),
      ).toEqual([]);
    },
  );
});

describe('a list page ships its filtering, not its loading', () => {
  // The lists filter and show the entries the page carries; working entries out of posts (the
  // post reader, the classifier and its pillar texts) and asking the service come with a load.
  it.each([
    'src/routes/insights/articles.tsx',
    'src/routes/insights/reports.tsx',
    'src/routes/insights/-head/insightsHead.ts',
    'src/features/insights/articleMatch.ts',
    'src/features/insights/reportMatch.ts',
    'src/sections/ArticleCard/ArticleCard.tsx',
    'src/sections/ArticleList/ArticleList.tsx',
  ])('%s has no static import of the loading code', (file) => {
    expect(
      valueImportsMatching(
        file,
        /insights\/(insightsData|contentClient|classify|posts|entries)'|'\.\/(insightsData|contentClient|classify|posts|entries)'/,
      ),
    ).toEqual([]);
  });
});

describe('an Insights page ships no head builder', () => {
  // The prerendered page carries its head; the builders (titles, JSON-LD) come with a
  // client-side load, in the route's loader.
  it.each([
    'src/routes/insights/index.tsx',
    'src/routes/insights/articles.tsx',
    'src/routes/insights/reports.tsx',
    'src/routes/insights/$slug.tsx',
  ])('%s has no static import of insightsHead', (file) => {
    expect(valueImportsMatching(file, /insightsHead'/)).toEqual([]);
  });
});
