// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerSample } from '../../server/wordpress/sampleApi';
import { samplePosts } from '../../src/content/insights/sample/posts';
import { createContentClient } from '../../src/features/insights/contentClient';
import { isArticle, isReport, readPosts, readTags } from '../../src/features/insights/posts';

interface EmbeddedPost {
  title: { rendered: string };
  featured_media: number;
  _embedded: {
    author: Array<{ name: string }>;
    'wp:term': unknown[];
    'wp:featuredmedia': Array<{
      source_url: string;
      alt_text: string;
      media_details: { sizes: Record<string, unknown> };
    }>;
  };
}

const ask = (resource: 'posts' | 'tags' | 'categories', query: string) =>
  answerSample(resource, new URLSearchParams(query));

/** The sample API as the browser would reach it, for the site's own content client. */
const client = createContentClient(async (path) => {
  const url = new URL(path, 'http://site.test');
  const resource = url.pathname.split('/').pop() as 'posts' | 'tags' | 'categories';
  const answer = answerSample(resource, url.searchParams);
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: answer.headers,
  });
});

describe('the sample content in WordPress’s REST shape', () => {
  it('lists every post newest first, with paging headers', () => {
    const answer = ask('posts', '_embed=1&per_page=100');
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({ 'X-WP-Total': '20', 'X-WP-TotalPages': '1' });
    const dates = (answer.body as Array<{ date: string }>).map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('embeds author, featured media with its sizes, and [categories, tags]; not without _embed', () => {
    const [first] = ask('posts', '_embed=1&per_page=1').body as EmbeddedPost[];
    expect(first?.title.rendered).toBeTypeOf('string');
    expect(first?._embedded.author[0]?.name).toBeTruthy();
    expect(first?._embedded['wp:term']).toHaveLength(2);
    const withImage = (ask('posts', '_embed=1&per_page=100').body as EmbeddedPost[]).find(
      (post) => post.featured_media > 0,
    );
    const media = withImage?._embedded['wp:featuredmedia'][0];
    if (!media) throw new Error('no image');
    expect(media.source_url).toMatch(/^\/sample-media\/[a-z0-9-]+\.webp$/);
    expect(Object.keys(media.media_details.sizes)).toEqual([
      'medium',
      'medium_large',
      'large',
      'full',
    ]);
    expect(media.alt_text).toBeTruthy();
    const [plain] = ask('posts', 'per_page=1').body as Array<Record<string, unknown>>;
    expect(plain).not.toHaveProperty('_embedded');
  });

  it('reads back as 20 posts: 14 articles and 6 reports, two without an image', () => {
    const posts = readPosts(ask('posts', '_embed=1&per_page=100').body);
    expect(posts).toHaveLength(samplePosts.length);
    expect(posts.filter(isArticle)).toHaveLength(14);
    expect(posts.filter(isReport)).toHaveLength(6);
    expect(posts.filter((post) => post.image === null)).toHaveLength(2);
    expect(posts.every((post) => post.author && post.title && post.excerpt)).toBe(true);
  });

  it('pages as WordPress does, and refuses what WordPress refuses', () => {
    const second = ask('posts', 'per_page=8&page=2');
    expect((second.body as unknown[]).length).toBe(8);
    expect(second.headers).toEqual({ 'X-WP-Total': '20', 'X-WP-TotalPages': '3' });
    expect(ask('posts', 'per_page=8&page=4')).toMatchObject({
      status: 400,
      body: { code: 'rest_post_invalid_page_number' },
    });
    for (const query of ['per_page=0', 'per_page=101', 'per_page=ten', 'page=0']) {
      expect(ask('posts', query)).toMatchObject({
        status: 400,
        body: { code: 'rest_invalid_param' },
      });
    }
    expect((ask('posts', '').body as unknown[]).length).toBe(10);
  });

  it('finds by slug, by categories or tags (any of them) and by search', () => {
    const slug = samplePosts[3]?.slug ?? '';
    expect(
      (ask('posts', `slug=${slug}&_embed=1`).body as Array<{ slug: string }>).map((p) => p.slug),
    ).toEqual([slug]);
    expect(ask('posts', 'slug=no-such-post').body).toEqual([]);
    const tags = readTags(ask('tags', 'per_page=100').body);
    const tag = tags[0];
    const tagged = readPosts(ask('posts', `tags=${tag?.id}&_embed=1&per_page=100`).body);
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((post) => post.tags.some((t) => t.id === tag?.id))).toBe(true);
    expect(ask('posts', 'categories=abc')).toMatchObject({ status: 400 });
    const word = 'attribution';
    const found = readPosts(ask('posts', `search=${word}&_embed=1&per_page=100`).body);
    expect(found.length).toBeGreaterThan(0);
  });

  it('lists tags and categories with their counts', () => {
    const tags = ask('tags', 'per_page=100').body as Array<{ count: number; taxonomy: string }>;
    expect(tags.length).toBeGreaterThan(10);
    expect(tags.every((tag) => tag.count > 0 && tag.taxonomy === 'post_tag')).toBe(true);
    const categories = ask('categories', 'per_page=100').body as Array<{
      slug: string;
      taxonomy: string;
    }>;
    expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['articles', 'reports']));
  });

  it('serves the site’s own calls: articles, one post and its related posts', async () => {
    const { posts, tags } = await client.articles();
    expect(posts).toHaveLength(20);
    expect(tags.length).toBeGreaterThan(10);
    const post = await client.post(posts[0]?.slug ?? '');
    expect(post?.id).toBe(posts[0]?.id);
    expect(await client.post('no-such-post')).toBeNull();
    const related = post ? await client.related(post) : null;
    expect(related?.length).toBeGreaterThan(0);
    expect(related?.length).toBeLessThanOrEqual(3);
    expect(related?.some((other) => other.id === post?.id)).toBe(false);
  });
});
