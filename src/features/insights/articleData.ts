/**
 * What the article page loads: one post with its body sanitised, and its related
 * articles, as plain data the router hands from the server's render to the browser. Apart from
 * the lists' loaders (insightsData.ts) because only this page needs the sanitiser (DOMPurify).
 */
import type { RouterContext } from '../../site/routerContext';
import type { ArticleEntry } from './articleMatch';
import { articleEntry } from './entries';
import { contentClientFor } from './insightsData';
import {
  ContentServiceError,
  type FeaturedImage,
  type InsightPost,
  isArticle,
  isReport,
  readTime,
  slugPattern,
  type Term,
} from './posts';
import { type ReadOn, readOn } from './readOn';
import { sanitizeHtml } from './sanitize';

/** One article as its page shows it. */
export interface ArticleView {
  id: number;
  slug: string;
  title: string;
  date: string;
  /** Plain text: the page's description. */
  excerpt: string;
  author: string | null;
  /** Minutes: the body's text length / 1000, rounded up. */
  readTime: number;
  /**
   * The list the post is on: 'reports' for a report that is not also an article (its way back
   * and its breadcrumb go to Reports), else 'articles'.
   */
  list: 'articles' | 'reports';
  categories: Term[];
  tags: Term[];
  image: FeaturedImage | null;
  /** The body, sanitised (src/features/insights/sanitize.ts): safe to render as HTML. */
  bodyHtml: string;
  /** A fingerprint of the body as the service gave it: tells a refresh whether it changed. */
  bodySource: string;
}

export interface ArticleData {
  article: ArticleView;
  /** Up to three other posts of its categories; null when the related call failed. */
  related: ArticleEntry[] | null;
  readOn: ReadOn;
}

/** The length and a 32-bit FNV-1a hash of a body as the service gave it. */
export function bodySource(html: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < html.length; i++) {
    hash ^= html.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${html.length}:${hash.toString(36)}`;
}

/** A post as its page shows it: the body sanitised, unless it is given already sanitised. */
export function articleView(post: InsightPost, bodyHtml?: string): ArticleView {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    date: post.date,
    excerpt: post.excerpt,
    author: post.author,
    readTime: readTime(post),
    list: isReport(post) && !isArticle(post) ? 'reports' : 'articles',
    categories: post.categories,
    tags: post.tags,
    image: post.image,
    bodySource: bodySource(post.contentHtml),
    bodyHtml: bodyHtml ?? sanitizeHtml(post.contentHtml),
  };
}

/**
 * One article and its related articles, or null when there is no post with the slug or the
 * service failed (both go to the not-found page).
 */
export async function loadArticle(
  context: RouterContext,
  slug: string,
  /**
   * What the page shows already (the browser's refresh of a prerendered article): a body the
   * service still has as it was is kept as sanitised then, not parsed again. Parsing a body in a
   * page makes the browser check each inline handler in it against the page's CSP, and report
   * it, even in an inert document where nothing could run.
   */
  shown?: ArticleData,
): Promise<ArticleData | null> {
  if (!slugPattern.test(slug)) return null;
  const client = contentClientFor(context);
  let post: Awaited<ReturnType<typeof client.post>>;
  try {
    post = await client.post(slug);
  } catch (error) {
    if (!(error instanceof ContentServiceError)) throw error;
    return null;
  }
  if (!post) return null;
  const related = await client.related(post);
  const unchanged = shown && shown.article.bodySource === bodySource(post.contentHtml);
  return {
    article: articleView(post, unchanged ? shown.article.bodyHtml : undefined),
    related: related?.map((item) => articleEntry(item, { withSearchText: false })) ?? null,
    readOn: readOn(),
  };
}
