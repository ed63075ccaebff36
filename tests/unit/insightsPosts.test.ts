import { describe, expect, it } from 'vitest';
import {
  ContentServiceError,
  decodeEntities,
  formatPostDate,
  htmlToText,
  isArticle,
  isReport,
  readPost,
  readPosts,
  readTags,
  readTime,
  safeImageUrl,
} from '../../src/features/insights/posts';

/** A post as WordPress's REST API answers `GET /wp/v2/posts?_embed=1`. */
const wordpressPost = (overrides: Record<string, unknown> = {}) => ({
  id: 41,
  date: '2026-03-04T09:30:00',
  slug: 'why-last-click-lies',
  title: { rendered: 'Why last-click &#8220;lies&#8221; &amp; what to use <em>instead</em>' },
  excerpt: { rendered: '<p>Attribution that finance will sign off [&hellip;]</p>\n' },
  content: { rendered: '<p>Hello <strong>world</strong></p>' },
  categories: [3],
  tags: [7, 8],
  _embedded: {
    author: [{ id: 2, name: 'Priya Raman' }],
    'wp:featuredmedia': [
      {
        id: 90,
        source_url: 'https://wp.example/uploads/lc.jpg',
        alt_text: 'A funnel chart &amp; a ruler',
        media_details: {
          width: 1600,
          height: 900,
          sizes: {
            thumbnail: {
              source_url: 'https://wp.example/uploads/lc-150x150.jpg',
              width: 150,
              height: 150,
            },
            medium: {
              source_url: 'https://wp.example/uploads/lc-300x169.jpg',
              width: 300,
              height: 169,
            },
            large: { source_url: 'https://wp.example/uploads/lc-1024x576.jpg', width: 1024 },
            bad: { source_url: 'javascript:alert(1)', width: 640 },
          },
        },
      },
    ],
    'wp:term': [
      [{ id: 3, name: 'Articles', slug: 'articles', taxonomy: 'category' }],
      [
        { id: 7, name: 'Attribution', slug: 'attribution', taxonomy: 'post_tag' },
        { id: 8, name: 'CFO &amp; Board', slug: 'cfo-board', taxonomy: 'post_tag' },
      ],
    ],
  },
  ...overrides,
});

describe('reading posts from the content service', () => {
  it('reads a full post: text title and excerpt, terms, author, image with its variants (not the square crop)', () => {
    const post = readPost(wordpressPost());
    expect(post).toEqual({
      id: 41,
      slug: 'why-last-click-lies',
      date: '2026-03-04T09:30:00',
      title: 'Why last-click “lies” & what to use instead',
      excerpt: 'Attribution that finance will sign off…',
      contentHtml: '<p>Hello <strong>world</strong></p>',
      categories: [{ id: 3, name: 'Articles', slug: 'articles' }],
      tags: [
        { id: 7, name: 'Attribution', slug: 'attribution' },
        { id: 8, name: 'CFO & Board', slug: 'cfo-board' },
      ],
      author: 'Priya Raman',
      image: {
        src: 'https://wp.example/uploads/lc.jpg',
        alt: 'A funnel chart & a ruler',
        width: 1600,
        height: 900,
        sources: [
          { src: 'https://wp.example/uploads/lc-300x169.jpg', width: 300 },
          { src: 'https://wp.example/uploads/lc-1024x576.jpg', width: 1024 },
          { src: 'https://wp.example/uploads/lc.jpg', width: 1600 },
        ],
      },
    });
  });

  it('reads a partial post with empty values: no title, no _embedded, no image, odd terms', () => {
    const post = readPost({
      id: 5,
      slug: 'bare',
      title: 'not an object',
      _embedded: { 'wp:term': [[{ id: 'x' }, null, { id: 4, slug: 'reports' }]] },
    });
    expect(post).toMatchObject({
      id: 5,
      slug: 'bare',
      date: '',
      title: 'not an object',
      excerpt: '',
      contentHtml: '',
      categories: [{ id: 4, name: 'reports', slug: 'reports' }],
      tags: [],
      author: null,
      image: null,
    });
    expect(readPost({ id: 6, slug: 'x', title: { rendered: 42 } })?.title).toBe('');
  });

  it.each([
    ['no id', { slug: 'a' }],
    ['a string id', { id: '7', slug: 'a' }],
    ['no slug', { id: 7 }],
    ['a slug that is not one', { id: 7, slug: '../etc' }],
    ['not an object', 'post'],
    ['null', null],
  ])('leaves out a post with %s', (_, value) => {
    expect(readPost(value)).toBeNull();
  });

  it('keeps each post once and refuses an answer that is not a list', () => {
    const posts = readPosts([
      wordpressPost(),
      wordpressPost(),
      { id: 9 },
      wordpressPost({ id: 42, slug: 'b' }),
    ]);
    expect(posts.map((post) => post.id)).toEqual([41, 42]);
    expect(() => readPosts({ code: 'rest_no_route' })).toThrow(ContentServiceError);
    expect(() => readPosts('<html>Bad gateway</html>')).toThrow(ContentServiceError);
  });

  it('reads thousands of posts quickly', () => {
    const many = Array.from({ length: 3000 }, (_, i) =>
      wordpressPost({ id: i + 1, slug: `p-${i}` }),
    );
    const started = performance.now();
    expect(readPosts(many)).toHaveLength(3000);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('keeps tags with a count above 0', () => {
    expect(
      readTags([
        { id: 1, name: 'ABM', slug: 'abm', count: 3 },
        { id: 2, name: 'Unused', slug: 'unused', count: 0 },
        { id: 3, name: 'No count', slug: 'no-count' },
      ]),
    ).toEqual([{ id: 1, name: 'ABM', slug: 'abm' }]);
    expect(() => readTags(null)).toThrow(ContentServiceError);
  });
});

describe('text helpers', () => {
  it.each([
    ['Growth &#038; scale', 'Growth & scale'],
    ['&#x2019;s', '’s'],
    ['&hellip;&nbsp;&mdash;', '…\u00a0—'],
    ['&unknown; &#0; &#xD800;', '&unknown; &#0; &#xD800;'],
  ])('decodeEntities(%j) = %j', (html, decoded) => {
    expect(decodeEntities(html)).toBe(decoded);
  });

  it('htmlToText drops markup, scripts, styles and comments', () => {
    expect(
      htmlToText(
        '<h2>Title</h2><script>alert(1)</script><style>p{}</style><!-- x --><p>One&nbsp;two</p>',
      ),
    ).toBe('Title One two');
  });

  it.each([
    ['https://wp.example/a.jpg', 'https://wp.example/a.jpg'],
    ['/wp-content/a.jpg', '/wp-content/a.jpg'],
    ['//evil.example/a.jpg', null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    [42, null],
  ])('safeImageUrl(%j) = %j', (url, expected) => {
    expect(safeImageUrl(url)).toBe(expected);
  });

  it('formats dates in long US English, as written, and reads unreadable ones as empty', () => {
    expect(formatPostDate('2026-03-04T23:30:00')).toBe('March 4, 2026');
    expect(formatPostDate('2025-12-31')).toBe('December 31, 2025');
    expect(formatPostDate('')).toBe('');
    expect(formatPostDate('yesterday')).toBe('');
  });

  it('read time, one rule for articles and reports: the body text length over 1000, rounded up, at least 1', () => {
    const post = readPost(wordpressPost({ content: { rendered: `<p>${'a'.repeat(1001)}</p>` } }));
    expect(post && readTime(post)).toBe(2);
    const empty = readPost(wordpressPost({ content: { rendered: '' } }));
    expect(empty && readTime(empty)).toBe(1);
  });
});

describe('which list a post belongs to', () => {
  const withTerms = (categories: object[], tags: object[] = []) => {
    const post = readPost(wordpressPost({ _embedded: { 'wp:term': [categories, tags] } }));
    if (!post) throw new Error('fixture');
    return post;
  };

  it.each(['article', 'articles', 'post', 'posts', 'insight', 'blog'])(
    'an article by the slug or name %j, in categories or tags',
    (marker) => {
      expect(isArticle(withTerms([{ id: 1, slug: marker, name: 'X' }]))).toBe(true);
      expect(isArticle(withTerms([], [{ id: 1, slug: 'x', name: marker.toUpperCase() }]))).toBe(
        true,
      );
      expect(isReport(withTerms([{ id: 1, slug: marker, name: 'X' }]))).toBe(false);
    },
  );

  it.each(['report', 'reports', 'whitepaper', 'study', 'research'])('a report by %j', (marker) => {
    expect(isReport(withTerms([], [{ id: 1, slug: marker, name: 'X' }]))).toBe(true);
    expect(isArticle(withTerms([], [{ id: 1, slug: marker, name: 'X' }]))).toBe(false);
  });

  it('neither without a marker; both with both', () => {
    const plain = withTerms([{ id: 1, slug: 'news', name: 'News' }]);
    expect([isArticle(plain), isReport(plain)]).toEqual([false, false]);
    const both = withTerms(
      [{ id: 1, slug: 'blog', name: 'Blog' }],
      [{ id: 2, slug: 'research', name: 'Research' }],
    );
    expect([isArticle(both), isReport(both)]).toEqual([true, true]);
  });
});
