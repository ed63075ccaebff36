import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerSample } from '../../server/wordpress/sampleApi';
import { sourceFetcher } from '../../server/wordpress/source';
import { samplePosts } from '../../src/content/insights/sample/posts';
import { loadArticle } from '../../src/features/insights/articleData';
import type { Fetcher } from '../../src/features/insights/contentClient';
import {
  articleParams,
  loadArticlesList,
  loadReportsList,
} from '../../src/features/insights/insightsData';
import { setSanitizerWindow } from '../../src/features/insights/sanitize';

/**
 * What the Insights routes load (src/features/insights/insightsData.ts, articleData.ts), from the bundled sample
 * content through the server's own source (as prerender and SSR read it), and from a content
 * service that fails: a call that fails, malformed or partial posts, nothing published (issue 12).
 */

const sample = sourceFetcher(async (resource, params) => answerSample(resource, params));

/** The sample content, except the paths a test breaks. */
function breaking(broken: (path: string) => Response | Promise<Response> | undefined): Fetcher {
  return async (path) => (await broken(path)) ?? sample(path);
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeAll(() => {
  setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
});

describe('the articles list', () => {
  it('lists the 14 articles, newest first, with every tag with posts as a filter (the spec)', async () => {
    const list = await loadArticlesList({ fetchContent: sample }, { withSearchText: false });
    expect(list.state).toBe('ready');
    expect(list.readOn).toBe('server');
    expect(list.entries).toHaveLength(14);
    const dates = list.entries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // Without the bodies: a prerendered page carries only what its cards need.
    expect(list.entries.every((entry) => entry.searchText === undefined)).toBe(true);
    const used = new Set(list.entries.flatMap((entry) => entry.tags.map((tag) => tag.slug)));
    // Tags with a count above 0, including those only reports carry.
    const slugs = list.tags.map((tag) => tag.slug);
    for (const slug of used) expect(slugs).toContain(slug);
    expect(slugs.filter((slug) => !used.has(slug)).sort()).toEqual([
      'benchmarks',
      'consent-mode',
      'survey',
    ]);
    const names = list.tags.map((tag) => tag.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const entry of list.entries) {
      expect(entry.pillar).not.toBe('');
      expect(entry.category).not.toBeNull();
    }
  });

  it('carries the body text for the search box when asked', async () => {
    const list = await loadArticlesList({ fetchContent: sample }, { withSearchText: true });
    expect(list.entries.every((entry) => (entry.searchText?.length ?? 0) > 500)).toBe(true);
  });

  it.each([
    ['answers 500', () => json({ code: 'internal' }, 500)],
    ['answers HTML instead of JSON', () => new Response('<html>Error establishing a database')],
    ['answers an object instead of a list', () => json({ posts: [] })],
    [
      'is unreachable',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('shows the error state when the posts call %s', async (_name, answer) => {
    const fetchContent = breaking((path) => (path.includes('/posts') ? answer() : undefined));
    const list = await loadArticlesList({ fetchContent }, { withSearchText: false });
    expect(list).toMatchObject({ state: 'error', entries: [], tags: [] });
  });

  it('shows every article without tag filters when only the tags call fails', async () => {
    const fetchContent = breaking((path) => (path.includes('/tags') ? json({}, 503) : undefined));
    const list = await loadArticlesList({ fetchContent }, { withSearchText: false });
    expect(list.state).toBe('ready');
    expect(list.entries).toHaveLength(14);
    expect(list.tags).toEqual([]);
  });

  it('is empty (not an error) when nothing is published', async () => {
    const fetchContent = breaking((path) => (path.includes('/posts') ? json([]) : undefined));
    const list = await loadArticlesList({ fetchContent }, { withSearchText: false });
    expect(list).toMatchObject({ state: 'ready', entries: [] });
  });

  it('keeps malformed posts out and reads partial ones', async () => {
    const fetchContent = breaking((path) =>
      path.includes('/posts')
        ? json([
            null,
            { id: 'x' },
            { id: 7, slug: '../etc/passwd' },
            {
              id: 8,
              slug: 'partial',
              tags: [1],
              _embedded: { 'wp:term': [[], [{ id: 1, slug: 'blog' }]] },
            },
          ])
        : undefined,
    );
    const list = await loadArticlesList({ fetchContent }, { withSearchText: false });
    expect(list.entries.map((entry) => entry.slug)).toEqual(['partial']);
    expect(list.entries[0]).toMatchObject({ title: '', image: null, category: null });
  });
});

describe('the reports list', () => {
  it('lists the 6 reports with their read time (text length / 250)', async () => {
    const list = await loadReportsList({ fetchContent: sample });
    expect(list.state).toBe('ready');
    expect(list.entries).toHaveLength(6);
    for (const entry of list.entries) expect(entry.readTime).toBeGreaterThan(1);
  });

  it('shows the error state when the posts call fails', async () => {
    const list = await loadReportsList({ fetchContent: async () => json({}, 502) });
    expect(list).toMatchObject({ state: 'error', entries: [] });
  });
});

describe('one article', () => {
  const slug = 'what-ai-agents-can-and-cant-do-in-a-media-team';

  it('reads the post with a sanitised body and up to three related articles, not itself', async () => {
    const data = await loadArticle({ fetchContent: sample }, slug);
    expect(data?.article).toMatchObject({ slug, author: expect.any(String) });
    expect(data?.article.readTime).toBeGreaterThan(0);
    expect(data?.article.bodyHtml).toContain('<h2');
    expect(data?.related?.length).toBeGreaterThan(0);
    expect(data?.related?.length).toBeLessThanOrEqual(3);
    expect(data?.related?.some((entry) => entry.slug === slug)).toBe(false);
  });

  it('never hands a body on with anything that could run', async () => {
    for (const post of samplePosts) {
      const data = await loadArticle({ fetchContent: sample }, post.slug);
      const body = data?.article.bodyHtml ?? '';
      expect(body, post.slug).not.toMatch(
        /<(script|iframe|form|style|input)\b|\son\w+=|javascript:/i,
      );
    }
  });

  it('a refresh keeps the body it showed when the service’s body has not changed', async () => {
    const first = await loadArticle({ fetchContent: sample }, slug);
    if (!first) throw new Error('no article');
    const shown = { ...first, article: { ...first.article, bodyHtml: '<p>As shown</p>' } };
    const same = await loadArticle({ fetchContent: sample }, slug, shown);
    expect(same?.article.bodyHtml).toBe('<p>As shown</p>');
    const edited = { ...shown, article: { ...shown.article, bodySource: '1:changed' } };
    const fresh = await loadArticle({ fetchContent: sample }, slug, edited);
    expect(fresh?.article.bodyHtml).toBe(first.article.bodyHtml);
  });

  it('is null for a missing post, a failed call, or a slug that is not one', async () => {
    expect(await loadArticle({ fetchContent: sample }, 'no-such-post')).toBeNull();
    expect(await loadArticle({ fetchContent: async () => json({}, 500) }, slug)).toBeNull();
    const asked: string[] = [];
    const spy: Fetcher = async (path) => {
      asked.push(path);
      return sample(path);
    };
    expect(await loadArticle({ fetchContent: spy }, '../../wp-admin')).toBeNull();
    expect(await loadArticle({ fetchContent: spy }, 'UPPER')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('hides related articles (null) when only the related call fails', async () => {
    const fetchContent = breaking((path) =>
      path.includes('categories=') ? json({}, 500) : undefined,
    );
    const data = await loadArticle({ fetchContent }, slug);
    expect(data?.article.slug).toBe(slug);
    expect(data?.related).toBeNull();
  });
});

describe('the article pages to prerender', () => {
  it('are every post the service lists, articles and reports', async () => {
    const params = await articleParams({ fetchContent: sample });
    expect(params.map((param) => param.slug).sort()).toEqual(
      samplePosts.map((post) => post.slug).sort(),
    );
  });

  it('are none when the service fails (then they are rendered on request)', async () => {
    expect(await articleParams({ fetchContent: async () => json({}, 500) })).toEqual([]);
  });
});
