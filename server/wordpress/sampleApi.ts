/**
 * The WordPress REST API of the bundled sample content: what `GET /wp-json/wp/v2/posts`,
 * `/tags` and `/categories` answer when no WORDPRESS_URL is configured, in WordPress's own
 * shape (as its REST controllers answer), so the site reads both sources with the same code:
 *
 * - posts: `id, date, date_gmt, modified, slug, status, type, link, title.rendered,
 *   excerpt.rendered, content.rendered, author, featured_media, categories, tags` and, with
 *   `_embed`, `_embedded` author, `wp:featuredmedia` (size variants, alt text) and `wp:term`
 *   ([categories, tags]);
 * - terms: `id, count, description, link, name, slug, taxonomy`;
 * - the parameters the site uses and WordPress's rules for them: `per_page` 1..100 (default
 *   10), `page`, `search` (title, excerpt, body), `slug` (comma-separated), `categories` and
 *   `tags` (comma-separated ids, any of them), `hide_empty`; newest first; `X-WP-Total` and
 *   `X-WP-TotalPages`; WordPress's error answers (400 `rest_invalid_param`,
 *   `rest_post_invalid_page_number`).
 */
import { sampleAuthors } from '../../src/content/insights/sample/authors';
import { samplePosts } from '../../src/content/insights/sample/posts';
import { sampleCategories, sampleTags } from '../../src/content/insights/sample/terms';
import type { SampleImage, SamplePost, SampleTerm } from '../../src/content/insights/sample/types';
import { htmlToText } from '../../src/features/insights/posts';
import { site } from '../../src/site/config';

export type WordPressResource = 'posts' | 'tags' | 'categories';

export interface RestAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** The sizes WordPress generates, as the sample images are shipped (public/sample-media/). */
export const sampleImageSizes = [
  { name: 'medium', width: 300, height: 169 },
  { name: 'medium_large', width: 768, height: 432 },
  { name: 'large', width: 1024, height: 576 },
] as const;
export const sampleImageFull = { width: 1600, height: 900 } as const;

const categoryId = (index: number) => 10 + index;
const tagId = (index: number) => 100 + index;
const authorId = (index: number) => 2 + index;
const mediaId = (post: SamplePost) => 1000 + post.id;

const categoryIds = new Map(sampleCategories.map((term, index) => [term.slug, categoryId(index)]));
const tagIds = new Map(sampleTags.map((term, index) => [term.slug, tagId(index)]));
const authorIds = new Map(sampleAuthors.map((author, index) => [author.slug, authorId(index)]));

const newestFirst = [...samplePosts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

function termObject(term: SampleTerm, id: number, taxonomy: 'category' | 'post_tag') {
  const path = taxonomy === 'category' ? 'category' : 'tag';
  return {
    id,
    count: samplePosts.filter((post) =>
      (taxonomy === 'category' ? post.categories : post.tags).includes(term.slug),
    ).length,
    description: term.description ?? '',
    link: `${site.origin}/${path}/${term.slug}/`,
    name: term.name,
    slug: term.slug,
    taxonomy,
    meta: [],
  };
}

const imageUrl = (image: SampleImage, size?: { width: number; height: number }) =>
  size
    ? `/sample-media/${image.slug}-${size.width}x${size.height}.webp`
    : `/sample-media/${image.slug}.webp`;

function mediaObject(post: SamplePost, image: SampleImage) {
  const full = imageUrl(image);
  return {
    id: mediaId(post),
    date: post.date,
    slug: image.slug,
    type: 'attachment',
    title: { rendered: image.slug.replace(/-/g, ' ') },
    author: authorIds.get(post.author) ?? 1,
    alt_text: image.alt,
    media_type: 'image',
    mime_type: 'image/webp',
    media_details: {
      width: sampleImageFull.width,
      height: sampleImageFull.height,
      file: `sample-media/${image.slug}.webp`,
      sizes: {
        ...Object.fromEntries(
          sampleImageSizes.map((size) => [
            size.name,
            {
              file: `${image.slug}-${size.width}x${size.height}.webp`,
              width: size.width,
              height: size.height,
              mime_type: 'image/webp',
              source_url: imageUrl(image, size),
            },
          ]),
        ),
        full: {
          file: `${image.slug}.webp`,
          width: sampleImageFull.width,
          height: sampleImageFull.height,
          mime_type: 'image/webp',
          source_url: full,
        },
      },
    },
    source_url: full,
  };
}

function authorObject(slug: string) {
  const index = sampleAuthors.findIndex((author) => author.slug === slug);
  const author = sampleAuthors[index];
  if (!author) return null;
  return {
    id: authorId(index),
    name: author.name,
    url: '',
    description: author.role,
    link: `${site.origin}/author/${author.slug}/`,
    slug: author.slug,
  };
}

function postObject(post: SamplePost, embed: boolean) {
  const categories = post.categories.flatMap((slug) => categoryIds.get(slug) ?? []);
  const tags = post.tags.flatMap((slug) => tagIds.get(slug) ?? []);
  const object: Record<string, unknown> = {
    id: post.id,
    date: post.date,
    date_gmt: post.date,
    guid: { rendered: `${site.origin}/?p=${post.id}` },
    modified: post.date,
    modified_gmt: post.date,
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link: `${site.origin}/insights/${post.slug}`,
    title: { rendered: post.title },
    content: { rendered: post.content, protected: false },
    excerpt: { rendered: post.excerpt, protected: false },
    author: authorIds.get(post.author) ?? 1,
    featured_media: post.image ? mediaId(post) : 0,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: [],
    categories,
    tags,
  };
  if (embed) {
    const author = authorObject(post.author);
    object._embedded = {
      ...(author ? { author: [author] } : {}),
      ...(post.image ? { 'wp:featuredmedia': [mediaObject(post, post.image)] } : {}),
      'wp:term': [
        post.categories.flatMap((slug) => {
          const index = sampleCategories.findIndex((term) => term.slug === slug);
          const term = sampleCategories[index];
          return term ? [termObject(term, categoryId(index), 'category')] : [];
        }),
        post.tags.flatMap((slug) => {
          const index = sampleTags.findIndex((term) => term.slug === slug);
          const term = sampleTags[index];
          return term ? [termObject(term, tagId(index), 'post_tag')] : [];
        }),
      ],
    };
  }
  return object;
}

/** An error answer in WordPress's shape: `{ code, message, data: { status } }`. */
export function restError(
  status: number,
  code: string,
  message: string,
  data: Record<string, unknown> = {},
): RestAnswer {
  return { status, body: { code, message, data: { status, ...data } }, headers: {} };
}

function invalidParam(name: string, message: string): RestAnswer {
  return restError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, {
    params: { [name]: message },
  });
}

/** `1,2` -> [1, 2]; null when a value is not a positive integer. */
function idList(value: string): number[] | null {
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return ids.every((id) => /^\d+$/.test(id)) ? ids.map(Number) : null;
}

const plain = (html: string) => htmlToText(html).toLowerCase();

/** One page of a list, with WordPress's paging rules and headers. */
function paged<T>(
  items: T[],
  params: URLSearchParams,
): RestAnswer | { page: T[]; headers: Record<string, string> } {
  const perPageText = params.get('per_page') ?? '10';
  const perPage = Number(perPageText);
  if (!/^\d+$/.test(perPageText.trim()) || perPage < 1 || perPage > 100) {
    return invalidParam('per_page', 'per_page must be between 1 (inclusive) and 100 (inclusive)');
  }
  const pageText = params.get('page') ?? '1';
  const page = Number(pageText);
  if (!/^\d+$/.test(pageText.trim()) || page < 1) {
    return invalidParam('page', 'page must be greater than or equal to 1');
  }
  const totalPages = Math.ceil(items.length / perPage);
  if (items.length > 0 && page > totalPages) {
    return restError(
      400,
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    );
  }
  return {
    page: items.slice((page - 1) * perPage, page * perPage),
    headers: { 'X-WP-Total': String(items.length), 'X-WP-TotalPages': String(totalPages) },
  };
}

function answerPosts(params: URLSearchParams): RestAnswer {
  let posts = newestFirst;
  const slug = params.get('slug');
  if (slug !== null) {
    const slugs = new Set(slug.split(',').map((part) => part.trim().toLowerCase()));
    posts = posts.filter((post) => slugs.has(post.slug));
  }
  for (const taxonomy of ['categories', 'tags'] as const) {
    const value = params.get(taxonomy);
    if (value === null) continue;
    const ids = idList(value);
    if (!ids) return invalidParam(taxonomy, `${taxonomy}[0] is not of type integer.`);
    const wanted = new Set(ids);
    const idsOf = taxonomy === 'categories' ? categoryIds : tagIds;
    posts = posts.filter((post) =>
      post[taxonomy].some((termSlug) => wanted.has(idsOf.get(termSlug) ?? -1)),
    );
  }
  const search = params.get('search')?.trim().toLowerCase();
  if (search) {
    posts = posts.filter((post) =>
      [post.title, post.excerpt, post.content].some((field) => plain(field).includes(search)),
    );
  }
  const result = paged(posts, params);
  if ('status' in result) return result;
  const embed = params.has('_embed');
  return {
    status: 200,
    body: result.page.map((post) => postObject(post, embed)),
    headers: result.headers,
  };
}

function answerTerms(resource: 'tags' | 'categories', params: URLSearchParams): RestAnswer {
  const taxonomy = resource === 'tags' ? 'post_tag' : 'category';
  const source = resource === 'tags' ? sampleTags : sampleCategories;
  const idOf = resource === 'tags' ? tagId : categoryId;
  let terms = source.map((term, index) => termObject(term, idOf(index), taxonomy));
  if (params.get('hide_empty') === 'true' || params.get('hide_empty') === '1') {
    terms = terms.filter((term) => term.count > 0);
  }
  const slug = params.get('slug');
  if (slug !== null) {
    const slugs = new Set(slug.split(',').map((part) => part.trim().toLowerCase()));
    terms = terms.filter((term) => slugs.has(term.slug));
  }
  const search = params.get('search')?.trim().toLowerCase();
  if (search) terms = terms.filter((term) => term.name.toLowerCase().includes(search));
  terms.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const result = paged(terms, params);
  if ('status' in result) return result;
  return { status: 200, body: result.page, headers: result.headers };
}

/** The sample content's answer to `GET /wp-json/wp/v2/{resource}?{params}`. */
export function answerSample(resource: WordPressResource, params: URLSearchParams): RestAnswer {
  return resource === 'posts' ? answerPosts(params) : answerTerms(resource, params);
}
