/**
 * The calls the Insights pages make (GET only, no writes), always to the site's own origin under
 * /wp-json/wp/v2, through a `Fetcher`: `fetch` in the browser; on the server (prerender and
 * pages rendered on request) the server's own content source, without a network hop.
 *
 * - lists: `posts?_embed=1&per_page=100` (and `tags?per_page=100` for the articles' tag filter);
 * - one article: `posts?slug={slug}&_embed=1`, the first element or none;
 * - related: `posts?categories={ids of the post's first term list}&per_page=10&_embed=1`,
 *   the post itself left out, the three closest by shared categories and tags.
 *
 * A failed posts call is an error the page shows; a failed tags call is an empty tag list (the
 * articles show unfiltered, without tag filters); a failed related call
 * hides the related section.
 */
import {
  ContentServiceError,
  type InsightPost,
  readPost,
  readPosts,
  readTags,
  relatedness,
  type Term,
} from './posts';

export type Fetcher = (path: string) => Promise<Response>;

export const contentBase = '/wp-json/wp/v2';

export const contentPaths = {
  posts: `${contentBase}/posts?_embed=1&per_page=100`,
  tags: `${contentBase}/tags?per_page=100`,
  post: (slug: string) => `${contentBase}/posts?slug=${encodeURIComponent(slug)}&_embed=1`,
  related: (categoryIds: readonly number[]) =>
    `${contentBase}/posts?categories=${categoryIds.join(',')}&per_page=10&_embed=1`,
};

/** Most related articles shown. */
export const maxRelated = 3;

export interface ArticlesData {
  posts: InsightPost[];
  /** Tags with posts; empty when the tags call failed. */
  tags: Term[];
}

export interface ContentClient {
  /** Every post (the lists filter them). Throws `ContentServiceError` when the call fails. */
  posts(): Promise<InsightPost[]>;
  /** Posts and tags, asked in parallel. Throws only when the posts call fails. */
  articles(): Promise<ArticlesData>;
  /** One post by slug, or null when there is none. Throws when the call fails. */
  post(slug: string): Promise<InsightPost | null>;
  /** Up to three other posts of the post's categories, or null when the call fails. */
  related(post: InsightPost): Promise<InsightPost[] | null>;
}

/**
 * The related articles shown from the related call's answer: the newest posts of any of the
 * post's categories, the list categories ('Articles') included, so the three closest (shared
 * subject categories and tags, `relatedness`) are shown, newest first among equals; never the
 * post itself.
 */
export function pickRelated(post: InsightPost, answer: readonly InsightPost[]): InsightPost[] {
  return answer
    .filter((other) => other.id !== post.id)
    .map((other, index) => ({ other, index, score: relatedness(post, other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, maxRelated)
    .map(({ other }) => other);
}

async function readJson(fetcher: Fetcher, path: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(path);
  } catch (error) {
    throw new ContentServiceError(`${path}: ${error instanceof Error ? error.message : error}`);
  }
  if (!response.ok) throw new ContentServiceError(`${path}: answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new ContentServiceError(`${path}: not JSON`);
  }
}

export function createContentClient(fetcher: Fetcher): ContentClient {
  const posts = async () => readPosts(await readJson(fetcher, contentPaths.posts));
  return {
    posts,
    async articles() {
      const [list, tags] = await Promise.all([
        posts(),
        readJson(fetcher, contentPaths.tags).then(readTags, () => [] as Term[]),
      ]);
      return { posts: list, tags };
    },
    async post(slug) {
      const answer = await readJson(fetcher, contentPaths.post(slug));
      if (!Array.isArray(answer)) throw new ContentServiceError('The post answer is not a list');
      const found = answer.map(readPost).find((post) => post?.slug === slug.toLowerCase());
      return found ?? null;
    },
    async related(post) {
      const ids = post.categories.map((term) => term.id);
      if (ids.length === 0) return [];
      let list: InsightPost[];
      try {
        list = readPosts(await readJson(fetcher, contentPaths.related(ids)));
      } catch {
        return null;
      }
      return pickRelated(post, list);
    },
  };
}

/** The browser's fetcher: same origin, JSON, given up after 15 s. */
export const browserFetcher: Fetcher = (path) =>
  fetch(path, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(15_000) });
