import { useState } from 'react';
import * as v from 'valibot';
import { answerSample } from '../../server/wordpress/sampleApi';
import { insightsPaths } from '../../src/content/insights/insights';
import { type ArticleView, articleView } from '../../src/features/insights/articleData';
import {
  type ArticleEntry,
  type ArticleSearch,
  articleSearchDefaults,
  articleSearchSchema,
  filterArticles,
  knownTagSlugs,
  tagNotes,
} from '../../src/features/insights/articleMatch';
import { articlesHref } from '../../src/features/insights/articleSearchParams';
import { pickRelated } from '../../src/features/insights/contentClient';
import { articleEntry, reportEntry } from '../../src/features/insights/entries';
import {
  type InsightPost,
  isArticle,
  isReport,
  readPosts,
  readTags,
  type Term,
} from '../../src/features/insights/posts';
import { sanitizeHtml } from '../../src/features/insights/sanitize';

/**
 * The Insights sample content (src/content/insights/sample/, 20 posts: 14 articles, 6 reports) as
 * the pages read it: the answers of the sample WordPress API (server/wordpress/sampleApi.ts, what
 * the server answers when no WORDPRESS_URL is set), read by the site's own readers (readPosts,
 * readTags) into the lists' entries and the article page's view. The stories show the posts
 * exactly as the site does, with the same calls the content client makes (contentClient.ts).
 */

const answer = (resource: 'posts' | 'tags', query: string) =>
  answerSample(resource, new URLSearchParams(query)).body;

/** `posts?_embed=1&per_page=100`: every post, newest first. */
export const samplePostsAsRead: InsightPost[] = readPosts(answer('posts', '_embed=1&per_page=100'));

/** The articles list's entries, as the browser holds them (with their search text). */
export const sampleArticles: ArticleEntry[] = samplePostsAsRead
  .filter(isArticle)
  .map((post) => articleEntry(post));

/**
 * The tag filters: every tag with posts, A to Z (as loadArticlesList), including the three only
 * reports carry (Benchmarks, Consent Mode, Survey).
 */
export const sampleArticleTags: Term[] = readTags(answer('tags', 'per_page=100')).sort((a, b) =>
  a.name.localeCompare(b.name, 'en'),
);

/** The reports list's entries, newest first. */
export const sampleReports = samplePostsAsRead.filter(isReport).map(reportEntry);

function postBySlug(slug: string): InsightPost {
  const post = readPosts(answer('posts', `slug=${slug}&_embed=1`))[0];
  if (!post) throw new Error(`No sample post '${slug}'`);
  return post;
}

/** One list entry by slug (a card's data). */
export function sampleArticle(slug: string): ArticleEntry {
  const entry = sampleArticles.find((item) => item.slug === slug);
  if (!entry) throw new Error(`No sample article '${slug}'`);
  return entry;
}

export function sampleReport(slug: string) {
  const entry = sampleReports.find((item) => item.slug === slug);
  if (!entry) throw new Error(`No sample report '${slug}'`);
  return entry;
}

/** A post's body as the article page renders it: sanitised in the browser. */
export function sampleBody(slug: string): string {
  return sanitizeHtml(postBySlug(slug).contentHtml);
}

/**
 * One article as its page shows it, with its related articles: what `loadArticle`
 * (articleData.ts) returns for the slug, worked out synchronously from the same answers
 * (`posts?slug=…` and `posts?categories=…&per_page=10`, the three closest: `pickRelated`).
 */
export function sampleArticleView(slug: string): {
  article: ArticleView;
  related: ArticleEntry[];
} {
  const post = postBySlug(slug);
  const categories = post.categories.map((term) => term.id).join(',');
  const related = pickRelated(
    post,
    readPosts(answer('posts', `categories=${categories}&per_page=10&_embed=1`)),
  ).map((item) => articleEntry(item, { withSearchText: false }));
  return {
    article: articleView(post),
    related,
  };
}

/** The filters an address of the articles list stands for (the route's search schema). */
export function articleSearchOf(href: string): ArticleSearch | null {
  const url = new URL(href, 'https://site.local');
  if (url.pathname !== insightsPaths.articles) return null;
  return v.parse(articleSearchSchema, Object.fromEntries(url.searchParams));
}

/**
 * The articles list's filters held in the story (the route keeps them in the URL), and the
 * props Article List takes. `navigate` is for a React Aria RouterProvider around the list: the
 * removable chips, Clear all and Clear Filters are links to the list's own address with other
 * filters, so following one sets those filters here; any other link is only logged.
 */
export function useArticleFilters(
  initial: Partial<ArticleSearch> = {},
  entries: ReadonlyArray<ArticleEntry> = sampleArticles,
  tags: ReadonlyArray<Term> = sampleArticleTags,
) {
  const start: ArticleSearch = { ...articleSearchDefaults, ...initial };
  const [search, setSearch] = useState<ArticleSearch>(start);
  const selectedTags = knownTagSlugs(search, tags);
  const list = {
    total: entries.length,
    articles: filterArticles(entries, search, selectedTags),
    tags,
    search,
    selectedTags,
    onSearchChange: (next: ArticleSearch) => setSearch(next),
    hrefFor: articlesHref,
    path: insightsPaths.articles,
    retryPath: articlesHref(search),
    tagNotes: tagNotes(search, tags, entries),
  };
  const navigate = (href: string) => {
    const next = articleSearchOf(href);
    if (next) setSearch(next);
    else console.info(`Link followed: ${href}`);
  };
  /** Back to the filters the story started with. */
  const reset = () => setSearch(start);
  return { list, navigate, reset };
}

export { articlesHref };
