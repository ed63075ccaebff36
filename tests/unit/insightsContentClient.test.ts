import { describe, expect, it } from 'vitest';
import {
  contentPaths,
  createContentClient,
  type Fetcher,
} from '../../src/features/insights/contentClient';
import { ContentServiceError, type InsightPost } from '../../src/features/insights/posts';

const wpPost = (id: number, slug: string, categoryIds: number[] = [3]) => ({
  id,
  slug,
  date: '2026-01-01T09:00:00',
  title: { rendered: `Post ${id}` },
  _embedded: {
    'wp:term': [categoryIds.map((c) => ({ id: c, slug: `c${c}`, name: `C${c}` })), []],
  },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetcher answering by path, recording what was asked. */
function fake(answers: Record<string, () => Response | Promise<Response>>) {
  const asked: string[] = [];
  const fetcher: Fetcher = async (path) => {
    asked.push(path);
    const answer = answers[path];
    if (!answer) throw new TypeError(`no answer for ${path}`);
    return answer();
  };
  return { fetcher, asked };
}

describe('the calls of the Insights pages', () => {
  it('asks the spec’s paths', () => {
    expect(contentPaths.posts).toBe('/wp-json/wp/v2/posts?_embed=1&per_page=100');
    expect(contentPaths.tags).toBe('/wp-json/wp/v2/tags?per_page=100');
    expect(contentPaths.post('why-last-click-lies')).toBe(
      '/wp-json/wp/v2/posts?slug=why-last-click-lies&_embed=1',
    );
    expect(contentPaths.post('a b&c')).toBe('/wp-json/wp/v2/posts?slug=a%20b%26c&_embed=1');
    expect(contentPaths.related([3, 9])).toBe(
      '/wp-json/wp/v2/posts?categories=3,9&per_page=10&_embed=1',
    );
  });

  it('articles: posts and tags in parallel; a failed tags call is an empty tag list', async () => {
    const { fetcher, asked } = fake({
      [contentPaths.posts]: () => json([wpPost(1, 'a')]),
      [contentPaths.tags]: () => json({ code: 'oops' }, 500),
    });
    const data = await createContentClient(fetcher).articles();
    expect(asked.sort()).toEqual([contentPaths.posts, contentPaths.tags].sort());
    expect(data.posts.map((post) => post.slug)).toEqual(['a']);
    expect(data.tags).toEqual([]);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
    ['a 500', () => json({ code: 'oops' }, 500)],
    ['HTML', () => new Response('<html>Bad gateway</html>', { status: 200 })],
    ['not a list', () => json({ code: 'rest_no_route' })],
  ])('a failed posts call (%s) is an error the page shows', async (_, answer) => {
    const { fetcher } = fake({ [contentPaths.posts]: answer, [contentPaths.tags]: () => json([]) });
    await expect(createContentClient(fetcher).articles()).rejects.toBeInstanceOf(
      ContentServiceError,
    );
    await expect(createContentClient(fetcher).posts()).rejects.toBeInstanceOf(ContentServiceError);
  });

  it('one post: the first with that slug, or null; a failure throws', async () => {
    const { fetcher } = fake({
      [contentPaths.post('a')]: () => json([wpPost(1, 'a')]),
      [contentPaths.post('gone')]: () => json([]),
      [contentPaths.post('broken')]: () => json({}, 500),
    });
    const client = createContentClient(fetcher);
    expect((await client.post('a'))?.id).toBe(1);
    expect(await client.post('gone')).toBeNull();
    await expect(client.post('broken')).rejects.toBeInstanceOf(ContentServiceError);
  });

  it('related: by the post’s categories, itself left out, up to three; a failure is null', async () => {
    const self = {
      id: 1,
      categories: [
        { id: 3, slug: 'c3', name: 'C3' },
        { id: 9, slug: 'c9', name: 'C9' },
      ],
      tags: [],
    } as unknown as InsightPost;
    const { fetcher, asked } = fake({
      [contentPaths.related([3, 9])]: () =>
        json([wpPost(1, 'self'), wpPost(2, 'b'), wpPost(3, 'c'), wpPost(4, 'd'), wpPost(5, 'e')]),
    });
    expect((await createContentClient(fetcher).related(self))?.map((post) => post.id)).toEqual([
      2, 3, 4,
    ]);
    expect(asked).toEqual([contentPaths.related([3, 9])]);

    const failing = fake({ [contentPaths.related([3, 9])]: () => json({}, 502) });
    expect(await createContentClient(failing.fetcher).related(self)).toBeNull();

    // The closest first: a shared subject category counts more than the list category
    // ('Articles', which every article has), a shared tag breaks ties.
    const post = (id: number, categories: number[], tags: number[]) => ({
      ...wpPost(id, `p${id}`, categories),
      _embedded: {
        'wp:term': [
          categories.map((c) => ({ id: c, slug: c === 1 ? 'articles' : `c${c}`, name: `C${c}` })),
          tags.map((t) => ({ id: t, slug: `t${t}`, name: `T${t}` })),
        ],
      },
    });
    const article = {
      id: 10,
      categories: [
        { id: 1, slug: 'articles', name: 'Articles' },
        { id: 7, slug: 'analytics', name: 'Analytics' },
      ],
      tags: [{ id: 50, slug: 't50', name: 'T50' }],
    } as unknown as InsightPost;
    const ranked = fake({
      [contentPaths.related([1, 7])]: () =>
        json([post(11, [1], []), post(12, [1], [50]), post(13, [7], []), post(14, [1, 7], [50])]),
    });
    expect((await createContentClient(ranked.fetcher).related(article))?.map((p) => p.id)).toEqual([
      14, 13, 12,
    ]);

    const none = fake({});
    const uncategorised = { id: 1, categories: [] } as unknown as InsightPost;
    expect(await createContentClient(none.fetcher).related(uncategorised)).toEqual([]);
    expect(none.asked).toEqual([]);
  });
});
