/**
 * What the article page loads (doc 2 §2, §7): one post with its body sanitised, and its related
 * articles, as plain data the router hands from the server's render to the browser. Apart from
 * the lists' loaders (insightsData.ts) because only this page needs the sanitiser (DOMPurify).
 */
import type { RouterContext } from '../../site/routerContext';
import { type ArticleEntry, articleEntry } from './articleSearch';
import { contentClientFor, type ReadOn, readOn } from './insightsData';
import {
  articleReadTime,
  ContentServiceError,
  type FeaturedImage,
  slugPattern,
  type Term,
} from './posts';
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
  /** Minutes: the body's text length / 1000, rounded up (doc 2 §9). */
  readTime: number;
  categories: Term[];
  tags: Term[];
  image: FeaturedImage | null;
  /** The body, sanitised (src/features/insights/sanitize.ts): safe to render as HTML. */
  bodyHtml: string;
}

export interface ArticleData {
  article: ArticleView;
  /** Up to three other posts of its categories; null when the related call failed. */
  related: ArticleEntry[] | null;
  readOn: ReadOn;
}

/**
 * One article and its related articles, or null when there is no post with the slug or the
 * service failed (doc 2 §8: both go to the not-found page).
 */
export async function loadArticle(
  context: RouterContext,
  slug: string,
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
  return {
    article: {
      id: post.id,
      slug: post.slug,
      title: post.title,
      date: post.date,
      excerpt: post.excerpt,
      author: post.author,
      readTime: articleReadTime(post),
      categories: post.categories,
      tags: post.tags,
      image: post.image,
      bodyHtml: sanitizeHtml(post.contentHtml),
    },
    related: related?.map((item) => articleEntry(item, { withSearchText: false })) ?? null,
    readOn: readOn(),
  };
}
