/**
 * Posts as the Insights pages use them, read from WordPress's REST shape (posts and tags):
 * `title.rendered`, `excerpt.rendered`, `content.rendered`, and `_embedded` author,
 * `wp:featuredmedia` (size variants, alt text) and `wp:term` ([categories, tags]).
 *
 * The reader is tolerant, because the content service is outside our control: a post without a
 * title, excerpt, author, image or terms still reads (with empty values); one without an id or
 * a usable slug is left out; anything that is not a list of posts is an error the page shows.
 */

import { safeImageUrl } from './safeImageUrl';
import { slugPattern } from './slug';

export interface Term {
  id: number;
  name: string;
  slug: string;
}

export interface ImageSource {
  src: string;
  width: number;
}

export interface FeaturedImage {
  src: string;
  alt: string;
  /** Intrinsic size, when WordPress gives it: reserves the image's room before it loads. */
  width: number | null;
  height: number | null;
  /** Every size variant with a known width, narrowest first (for `srcset`). */
  sources: ImageSource[];
}

export interface InsightPost {
  id: number;
  slug: string;
  /** As WordPress gives it (site time, ISO 8601 without a zone). */
  date: string;
  /** Plain text: markup removed, entities decoded. Never rendered as HTML. */
  title: string;
  /** Plain text, without WordPress's trailing '[…]'. */
  excerpt: string;
  /** The body as WordPress renders it: untrusted, sanitised before display. */
  contentHtml: string;
  categories: Term[];
  tags: Term[];
  author: string | null;
  image: FeaturedImage | null;
}

/** Longest body kept from the service; a longer one is cut (and read time counts what is kept). */
export const maxContentLength = 500_000;

const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  times: '×',
};

/** Character references as WordPress writes them (`&#8217;`, `&#x2019;`, `&amp;`, …). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isInteger(code) &&
        code > 0 &&
        code <= 0x10ffff &&
        (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : reference;
    }
    return named[name.toLowerCase()] ?? reference;
  });
}

/** Rendered HTML as plain text: tags removed, entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const rendered = (value: unknown): string => text(record(value).rendered) || text(value);

const positiveInteger = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

export { slugPattern };

function readTerm(value: unknown): Term | null {
  const term = record(value);
  const id = positiveInteger(term.id);
  const slug = decodeURIComponentSafe(text(term.slug)).toLowerCase();
  if (id === null || !slug) return null;
  return { id, slug, name: decodeEntities(text(term.name)).trim() || slug };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export { safeImageUrl };

function readImage(value: unknown): FeaturedImage | null {
  const media = record(value);
  const src = safeImageUrl(media.source_url);
  if (!src) return null;
  const details = record(media.media_details);
  const width = positiveInteger(details.width);
  const height = positiveInteger(details.height);
  // WordPress also makes cropped sizes (the 150x150 thumbnail): a `srcset` must only offer the
  // same picture at other widths, so variants of another shape are left out.
  const sameShape = (size: Record<string, unknown>) => {
    const sizeWidth = positiveInteger(size.width);
    const sizeHeight = positiveInteger(size.height);
    if (!width || !height || !sizeWidth || !sizeHeight) return true;
    return Math.abs(sizeWidth / sizeHeight / (width / height) - 1) < 0.02;
  };
  const sizes = Object.values(record(details.sizes)).map(record).filter(sameShape);
  const sources = [
    ...sizes.map((size) => ({ src: safeImageUrl(size.source_url), width: size.width })),
    { src, width: details.width },
  ]
    .flatMap(({ src: url, width }) => {
      const known = positiveInteger(width);
      return url && known ? [{ src: url, width: known }] : [];
    })
    .sort((a, b) => a.width - b.width)
    .filter(
      (source, index, all) => all.findIndex((other) => other.width === source.width) === index,
    );
  return {
    src,
    alt: decodeEntities(text(media.alt_text)).trim(),
    width,
    height,
    sources,
  };
}

/** One post from the service, or null when it has no id or no usable slug. */
export function readPost(value: unknown): InsightPost | null {
  const post = record(value);
  const id = positiveInteger(post.id);
  const slug = decodeURIComponentSafe(text(post.slug)).toLowerCase();
  if (id === null || !slugPattern.test(slug)) return null;
  const embedded = record(post._embedded);
  const termLists = Array.isArray(embedded['wp:term']) ? embedded['wp:term'] : [];
  const terms = (list: unknown) =>
    (Array.isArray(list) ? list : []).map(readTerm).filter((term) => term !== null);
  const author = Array.isArray(embedded.author) ? record(embedded.author[0]) : {};
  const media = Array.isArray(embedded['wp:featuredmedia'])
    ? embedded['wp:featuredmedia'][0]
    : null;
  const date = text(post.date);
  return {
    id,
    slug,
    date: Number.isNaN(Date.parse(date)) ? '' : date,
    title: htmlToText(rendered(post.title)),
    excerpt: htmlToText(rendered(post.excerpt))
      .replace(/\s*\[(…|\.\.\.)\]\s*$/, '…')
      .trim(),
    contentHtml: rendered(post.content).slice(0, maxContentLength),
    categories: terms(termLists[0]),
    tags: terms(termLists[1]),
    author: decodeEntities(text(author.name)).trim() || null,
    image: readImage(media),
  };
}

/** The error a page shows when the service's answer is not a list of posts. */
export class ContentServiceError extends Error {
  override name = 'ContentServiceError';
}

/** A list answer: its usable posts, each id once. Throws when the answer is not a list. */
export function readPosts(value: unknown): InsightPost[] {
  if (!Array.isArray(value)) throw new ContentServiceError('The posts answer is not a list');
  const posts: InsightPost[] = [];
  const seen = new Set<number>();
  for (const item of value) {
    const post = readPost(item);
    if (post && !seen.has(post.id)) {
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}

/** The tags answer: those with a count above 0. Throws when it is not a list. */
export function readTags(value: unknown): Term[] {
  if (!Array.isArray(value)) throw new ContentServiceError('The tags answer is not a list');
  return value.flatMap((item) => {
    const term = readTerm(item);
    const count = record(item).count;
    return term && typeof count === 'number' && count > 0 ? [term] : [];
  });
}

/** 'March 4, 2026' (long US English), or '' for an unreadable date. */
export { formatLongDate as formatPostDate } from '../../site/dates';

/** Characters of body text a visitor reads in a minute (about 170 words of 6 characters). */
const charactersPerMinute = 1000;

/**
 * Minutes to read a post, article or report: its body's text length over 1,000, rounded up, at
 * least 1. One rule, computed here only, so a card and its page always say the same (the spec's
 * report rule, text length over 250, made a 5,000-character report a '21 min read' on its card
 * and a '6 min read' on its page).
 */
export function readTime(post: InsightPost): number {
  return Math.max(1, Math.ceil(htmlToText(post.contentHtml).length / charactersPerMinute));
}

const articleMarkers = new Set(['article', 'articles', 'post', 'posts', 'insight', 'blog']);
const reportMarkers = new Set(['report', 'reports', 'whitepaper', 'study', 'research']);

const hasMarker = (post: InsightPost, markers: Set<string>) =>
  [...post.categories, ...post.tags].some(
    (term) => markers.has(term.slug) || markers.has(term.name.trim().toLowerCase()),
  );

/** A term that only says which list a post belongs to ('Articles', 'Reports'), not its subject. */
export const isListTerm = (term: Term) =>
  [articleMarkers, reportMarkers].some(
    (markers) => markers.has(term.slug) || markers.has(term.name.trim().toLowerCase()),
  );

/**
 * How close another post is to this one: each category both have counts 2 (the list terms,
 * which nearly every post shares, do not count), each shared tag 1.
 */
export function relatedness(post: InsightPost, other: InsightPost): number {
  const ids = (terms: readonly Term[] | undefined) => new Set((terms ?? []).map((term) => term.id));
  const categories = ids(post.categories.filter((term) => !isListTerm(term)));
  const tags = ids(post.tags);
  return (
    2 * (other.categories ?? []).filter((term) => categories.has(term.id)).length +
    (other.tags ?? []).filter((term) => tags.has(term.id)).length
  );
}

/** Whether a post belongs on /insights/articles (by a term's slug or name). */
export const isArticle = (post: InsightPost) => hasMarker(post, articleMarkers);
/** Whether a post belongs on /insights/reports (by a term's slug or name). */
export const isReport = (post: InsightPost) => hasMarker(post, reportMarkers);
