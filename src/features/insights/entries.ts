/**
 * A post as a list's card shows it and its filters read it, worked out from the post once per
 * list: an article's pillar and sub-filter and search text, a report's read time. Apart from
 * the filtering (articleMatch.ts, reportMatch.ts), which a prerendered list runs in the
 * browser, because this needs the post reader and the pillars' keyword lists: it runs where a
 * list is loaded (the server's render, a load in the browser), not with the page.
 */
import type { ArticleEntry } from './articleMatch';
import { classifyPost } from './classify';
import { htmlToText, type InsightPost, readTime } from './posts';
import type { ReportEntry } from './reportMatch';

export function articleEntry(
  post: InsightPost,
  { withSearchText = true }: { withSearchText?: boolean } = {},
): ArticleEntry {
  const bodyText = htmlToText(post.contentHtml);
  const classification = classifyPost({
    title: post.title,
    excerpt: post.excerpt,
    content: bodyText,
    categories: post.categories.map((term) => term.name),
    tags: post.tags.map((term) => term.name),
  });
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    date: post.date,
    excerpt: post.excerpt,
    category: post.categories[0]?.name ?? null,
    image: post.image,
    pillar: classification.pillar.slug,
    subfilter: classification.subfilter?.slug ?? null,
    tags: post.tags,
    ...(withSearchText ? { searchText: `${post.title}\n${bodyText}`.toLowerCase() } : {}),
  };
}

export function reportEntry(post: InsightPost): ReportEntry {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    date: post.date,
    excerpt: post.excerpt,
    readTime: readTime(post),
    tags: post.tags,
  };
}
