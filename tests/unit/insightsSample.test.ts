import { describe, expect, it } from 'vitest';
import { insightPillars } from '../../src/content/insights/pillars';
import { sampleAuthors } from '../../src/content/insights/sample/authors';
import { samplePosts } from '../../src/content/insights/sample/posts';
import { sampleCategories, sampleTags } from '../../src/content/insights/sample/terms';
import type { SamplePost, SampleTerm } from '../../src/content/insights/sample/types';
import { classifyPost } from '../../src/features/insights/classify';
import {
  decodeEntities,
  htmlToText,
  type InsightPost,
  isArticle,
  isReport,
} from '../../src/features/insights/posts';

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const categoryBySlug = new Map(sampleCategories.map((term) => [term.slug, term]));
const tagBySlug = new Map(sampleTags.map((term) => [term.slug, term]));

const termsOf = (slugs: string[], bySlug: Map<string, SampleTerm>) =>
  slugs.map((slug) => bySlug.get(slug)).filter((term) => term !== undefined);

const categoriesOf = (post: SamplePost) => termsOf(post.categories, categoryBySlug);
const tagsOf = (post: SamplePost) => termsOf(post.tags, tagBySlug);

/**
 * What puts a post in a list: one of these words as a category or tag, matched on a term's slug
 * or its name.
 */
const articleMarkers = new Set(['articles', 'insight', 'blog']);
const reportMarkers = new Set(['reports', 'research', 'whitepaper', 'study']);

const hasMarker = (post: SamplePost, markers: Set<string>) =>
  [...categoriesOf(post), ...tagsOf(post)].some(
    (term) => markers.has(term.slug) || markers.has(decodeEntities(term.name).trim().toLowerCase()),
  );

const sampleIsArticle = (post: SamplePost) => hasMarker(post, articleMarkers);
const sampleIsReport = (post: SamplePost) => hasMarker(post, reportMarkers);

/** The post as the Insights pages read it from WordPress (ids are positions, for the rules). */
const asInsightPost = (post: SamplePost): InsightPost => {
  const term = (slug: string, index: number, bySlug: Map<string, SampleTerm>) => ({
    id: index + 1,
    slug,
    name: decodeEntities(bySlug.get(slug)?.name ?? slug),
  });
  return {
    id: post.id,
    slug: post.slug,
    date: post.date,
    title: htmlToText(post.title),
    excerpt: htmlToText(post.excerpt),
    contentHtml: post.content,
    categories: post.categories.map((slug, index) => term(slug, index, categoryBySlug)),
    tags: post.tags.map((slug, index) => term(slug, index, tagBySlug)),
    author: sampleAuthors.find((author) => author.slug === post.author)?.name ?? null,
    image: null,
  };
};

const classify = (post: SamplePost) =>
  classifyPost({
    title: htmlToText(post.title),
    excerpt: htmlToText(post.excerpt),
    content: htmlToText(post.content),
    categories: categoriesOf(post).map((term) => decodeEntities(term.name)),
    tags: tagsOf(post).map((term) => decodeEntities(term.name)),
  });

const wordCount = (html: string) => htmlToText(html).split(/\s+/).filter(Boolean).length;

/** What real WordPress content carries and the site must neutralise. */
const hostileConstructs = {
  script: /<script\b/i,
  'event handler': /<[a-z][^>]*\son[a-z]+\s*=/i,
  'javascript: link': /<a\b[^>]*\shref\s*=\s*["']?\s*javascript:/i,
  iframe: /<iframe\b/i,
  form: /<form\b/i,
  style: /<style\b/i,
} as const;

const hostileIn = (post: SamplePost) =>
  Object.entries(hostileConstructs)
    .filter(([, pattern]) => pattern.test(post.content))
    .map(([name]) => name);

describe('the sample Insights content', () => {
  it('has 20 posts with unique ids 101..120 and unique, well-formed slugs', () => {
    expect(samplePosts).toHaveLength(20);
    expect(samplePosts.map((post) => post.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => 101 + index),
    );
    const slugs = samplePosts.map((post) => post.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(slugPattern);
  });

  it('dates every post with a valid site time between 2025-01-01 and 2026-11-20, spread over it', () => {
    for (const post of samplePosts) {
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      const time = new Date(`${post.date}Z`);
      expect(Number.isNaN(time.getTime())).toBe(false);
      // A real calendar time: no 2025-02-30 rolled over into March.
      expect(time.toISOString().slice(0, 19)).toBe(post.date);
      expect(post.date >= '2025-01-01T00:00:00').toBe(true);
      expect(post.date <= '2026-11-20T23:59:59').toBe(true);
    }
    const years = samplePosts.map((post) => post.date.slice(0, 4));
    expect(years.filter((year) => year === '2025').length).toBeGreaterThanOrEqual(7);
    expect(years.filter((year) => year === '2026').length).toBeGreaterThanOrEqual(7);
  });

  it('defines its terms and authors once each, with well-formed slugs', () => {
    for (const list of [sampleCategories, sampleTags, sampleAuthors]) {
      const slugs = list.map((entry) => entry.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(slugPattern);
      for (const entry of list) expect(entry.name.trim()).not.toBe('');
    }
    expect(sampleTags.length).toBeGreaterThanOrEqual(15);
    expect(sampleTags.length).toBeLessThanOrEqual(25);
    expect(sampleAuthors.length).toBeGreaterThanOrEqual(3);
    expect(sampleAuthors.length).toBeLessThanOrEqual(4);
    for (const author of sampleAuthors) expect(author.role.trim()).not.toBe('');
    // Names as WordPress stores them: an ampersand as an entity, in one or two tags.
    const ampersands = sampleTags.filter((tag) => tag.name.includes('&amp;'));
    expect(ampersands.length).toBeGreaterThanOrEqual(1);
    expect(ampersands.length).toBeLessThanOrEqual(2);
    for (const term of [...sampleCategories, ...sampleTags]) {
      expect(term.name.replace(/&(amp|#\d+);/g, '')).not.toContain('&');
    }
  });

  it('uses only defined categories, tags and authors, and uses every tag and category', () => {
    const authors = new Set(sampleAuthors.map((author) => author.slug));
    for (const post of samplePosts) {
      expect(post.categories.length).toBeGreaterThan(0);
      for (const slug of post.categories) expect(categoryBySlug.has(slug), slug).toBe(true);
      for (const slug of post.tags) expect(tagBySlug.has(slug), slug).toBe(true);
      expect(new Set(post.tags).size).toBe(post.tags.length);
      expect(authors.has(post.author), post.author).toBe(true);
    }
    const usedTags = new Set(samplePosts.flatMap((post) => post.tags));
    expect(sampleTags.filter((tag) => !usedTags.has(tag.slug))).toEqual([]);
    const usedCategories = new Set(samplePosts.flatMap((post) => post.categories));
    expect(sampleCategories.filter((category) => !usedCategories.has(category.slug))).toEqual([]);
    for (const author of sampleAuthors) {
      expect(samplePosts.some((post) => post.author === author.slug)).toBe(true);
    }
  });

  it('makes each post either an article or a report: about 14 articles and 6 reports', () => {
    for (const post of samplePosts) {
      expect(
        [sampleIsArticle(post), sampleIsReport(post)],
        `${post.slug} must be exactly one of article, report`,
      ).toSatisfy(([article, report]: boolean[]) => article !== report);
      // The site's own list rules agree.
      const read = asInsightPost(post);
      expect(isArticle(read)).toBe(sampleIsArticle(post));
      expect(isReport(read)).toBe(sampleIsReport(post));
    }
    const articles = samplePosts.filter(sampleIsArticle).length;
    const reports = samplePosts.filter(sampleIsReport).length;
    expect(Math.abs(articles - 14)).toBeLessThanOrEqual(2);
    expect(Math.abs(reports - 6)).toBeLessThanOrEqual(2);
  });

  it('classifies the posts into all six pillars (two or more each) and 12 or more sub-filters', () => {
    const classes = samplePosts.map(classify);
    for (const pillar of insightPillars) {
      const count = classes.filter((entry) => entry.pillar.slug === pillar.slug).length;
      expect(count, pillar.name).toBeGreaterThanOrEqual(2);
    }
    const subfilters = new Set(
      classes.flatMap((entry) => (entry.subfilter ? [entry.subfilter.slug] : [])),
    );
    expect(subfilters.size).toBeGreaterThanOrEqual(12);
  });

  it('writes bodies of the right length: articles 500–1200 words, reports 700–1500', () => {
    for (const post of samplePosts) {
      const words = wordCount(post.content);
      const [min, max] = sampleIsReport(post) ? [700, 1500] : [500, 1200];
      expect(words, post.slug).toBeGreaterThanOrEqual(min);
      expect(words, post.slug).toBeLessThanOrEqual(max);
      expect(htmlToText(post.excerpt).length, post.slug).toBeGreaterThan(60);
      expect(htmlToText(post.content).toLowerCase()).not.toMatch(/lorem ipsum|coming soon/);
    }
  });

  it('gives every report a methodology, key findings as a list and a figure', () => {
    for (const post of samplePosts.filter(sampleIsReport)) {
      expect(post.content, post.slug).toMatch(/<h2 class="wp-block-heading"[^>]*>Methodology</);
      expect(post.content, post.slug).toMatch(
        /Key findings<\/h2>\s*<!-- \/wp:heading -->\s*<!-- wp:list -->/,
      );
      expect(post.content, post.slug).toContain('<figure class="wp-block-image');
    }
  });

  it('stores bodies as Gutenberg block markup', () => {
    for (const post of samplePosts) {
      expect(post.content, post.slug).toContain('<!-- wp:paragraph -->');
      expect(post.content, post.slug).toContain('<!-- wp:heading -->');
      expect(post.content, post.slug).toMatch(/<h2 class="wp-block-heading" id="[a-z0-9-]+">/);
    }
    const all = samplePosts.map((post) => post.content).join('\n');
    for (const marker of [
      '<ul class="wp-block-list">',
      '<ol class="wp-block-list">',
      '<blockquote class="wp-block-quote">',
      '<figcaption',
      '<pre class="wp-block-code"><code>',
    ]) {
      expect(all).toContain(marker);
    }
  });

  it('writes titles as WordPress stores them: entities in several, inline markup in one', () => {
    const withEntities = samplePosts.filter((post) => /&(amp|#\d+);/.test(post.title));
    expect(withEntities.length).toBeGreaterThanOrEqual(3);
    expect(samplePosts.filter((post) => post.title.includes('<em>'))).toHaveLength(1);
    for (const post of samplePosts) expect(htmlToText(post.title)).not.toMatch(/[<>]|&\w+;/);
  });

  it('carries the hostile constructs of real content in exactly four posts, each construct at least once', () => {
    const carriers = samplePosts.filter((post) => hostileIn(post).length > 0);
    expect(carriers).toHaveLength(4);
    for (const [name, pattern] of Object.entries(hostileConstructs)) {
      expect(
        samplePosts.some((post) => pattern.test(post.content)),
        name,
      ).toBe(true);
    }
  });

  it('links to the contact page with attribution and to other site paths', () => {
    const withContact = samplePosts.filter((post) =>
      post.content.includes(
        `href="/contact?ref=${sampleIsReport(post) ? 'report' : 'article'}&from=/insights/${post.slug}&label=`,
      ),
    );
    expect(withContact.length).toBeGreaterThanOrEqual(3);
    const all = samplePosts.map((post) => post.content).join('\n');
    for (const path of ['/growth-os', '/services', '/proof']) {
      expect(all).toContain(`href="${path}`);
    }
    // Links between posts go to posts that exist.
    const slugs = new Set(samplePosts.map((post) => post.slug));
    for (const [, slug] of all.matchAll(/href="\/insights\/([a-z0-9-]+)"/g)) {
      expect(slugs.has(slug ?? ''), slug).toBe(true);
    }
  });

  it('gives all but two posts a featured image with unique slug, described alt text and art', () => {
    const images = samplePosts.flatMap((post) => (post.image ? [post.image] : []));
    expect(samplePosts.length - images.length).toBe(2);
    const slugs = images.map((image) => image.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const image of images) {
      expect(image.slug).toMatch(slugPattern);
      expect(image.alt.split(/\s+/).length, image.slug).toBeGreaterThanOrEqual(6);
      expect(image.art.accent).toMatch(/^#[0-9a-f]{6}$/i);
    }
    // Images inside bodies are sample media files that will exist.
    const all = samplePosts.map((post) => post.content).join('\n');
    for (const [, stem] of all.matchAll(
      /src="\/sample-media\/([a-z0-9-]+?)(?:-\d+x\d+)?\.webp"/g,
    )) {
      expect(slugs, stem).toContain(stem);
    }
  });
});
