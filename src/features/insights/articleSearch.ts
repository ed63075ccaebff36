/**
 * The articles list's filters (doc 2 §2, §4, §5) as the route's typed search params: `search`
 * (free text), `pillar` and `subfilter` (taxonomy slugs), `tags` (comma-separated tag slugs) and
 * `sort` (`date`, the default, or `title`). The URL is the one source of truth, so reload, Back
 * and a shared link show the same view. The schema never fails: an unknown pillar, a sub-filter
 * that is not one of its pillar's, a malformed tag or an unknown sort falls back to its default,
 * repeated values take the first, long ones are cut; defaults are not written into the URL.
 * Tags are checked against the service's tag list when it has answered (`knownTagSlugs`).
 */
import * as v from 'valibot';
import {
  type InsightPillar,
  type InsightSubfilter,
  insightPillars,
} from '../../content/insightPillars';
import { firstSearchString } from '../../site/searchParams';
import { type Classification, classifyPost } from './classify';
import { htmlToText, type InsightPost, slugPattern, type Term } from './posts';

export const articleSorts = ['date', 'title'] as const;
export type ArticleSort = (typeof articleSorts)[number];

/** Longest search text kept from a URL; anything longer is cut, not refused. */
export const maxSearchLength = 100;
/** Most tags kept from a URL. */
export const maxTags = 20;

export const findPillar = (slug: string): InsightPillar | undefined =>
  insightPillars.find((pillar) => pillar.slug === slug);

export const findSubfilter = (pillarSlug: string, slug: string): InsightSubfilter | undefined =>
  findPillar(pillarSlug)?.subfilters.find((subfilter) => subfilter.slug === slug);

/** 'abm, ABM,,cfo-board' -> ['abm', 'cfo-board']: well-formed slugs, each once, at most 20. */
export function tagSlugs(value: string): string[] {
  const slugs = value
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => slug.length <= 60 && slugPattern.test(slug));
  return [...new Set(slugs)].slice(0, maxTags);
}

export const articleSearchSchema = v.pipe(
  v.object({
    search: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => firstSearchString(value).slice(0, maxSearchLength)),
      ),
      '',
    ),
    pillar: v.optional(
      v.pipe(
        v.unknown(),
        v.transform(
          (value) => findPillar(firstSearchString(value).trim().toLowerCase())?.slug ?? '',
        ),
      ),
      '',
    ),
    subfilter: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => firstSearchString(value).trim().toLowerCase()),
      ),
      '',
    ),
    tags: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => tagSlugs(firstSearchString(value)).join(',')),
      ),
      '',
    ),
    sort: v.optional(
      v.pipe(
        v.unknown(),
        v.transform(
          (value): ArticleSort => (firstSearchString(value).trim() === 'title' ? 'title' : 'date'),
        ),
      ),
      'date',
    ),
  }),
  // A sub-filter only stands with its own pillar.
  v.transform((search) => ({
    ...search,
    subfilter: findSubfilter(search.pillar, search.subfilter)?.slug ?? '',
  })),
);

export type ArticleSearch = v.InferOutput<typeof articleSearchSchema>;

/** The defaults, stripped from URLs. */
export const articleSearchDefaults = {
  search: '',
  pillar: '',
  subfilter: '',
  tags: '',
  sort: 'date',
} as const satisfies ArticleSearch;

/** The selected tags that the service knows (tags with posts): unknown ones are dropped. */
export function knownTagSlugs(search: ArticleSearch, tags: readonly Term[]): string[] {
  const known = new Set(tags.map((tag) => tag.slug));
  return tagSlugs(search.tags).filter((slug) => known.has(slug));
}

/** A post with what the filters need, worked out once per list rather than per keystroke. */
export interface ArticleEntry {
  post: InsightPost;
  classification: Classification;
  /** Title and body text, lower case: what the search box looks in (doc 2 §5). */
  searchText: string;
}

export function articleEntry(post: InsightPost): ArticleEntry {
  const bodyText = htmlToText(post.contentHtml);
  return {
    post,
    classification: classifyPost({
      title: post.title,
      excerpt: post.excerpt,
      content: bodyText,
      categories: post.categories.map((term) => term.name),
      tags: post.tags.map((term) => term.name),
    }),
    searchText: `${post.title}\n${bodyText}`.toLowerCase(),
  };
}

const byNewest = (a: ArticleEntry, b: ArticleEntry) =>
  (Date.parse(b.post.date) || 0) - (Date.parse(a.post.date) || 0) || a.post.id - b.post.id;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The list as the filters ask (doc 2 §5): the search text in the title or body (any case), the
 * pillar and sub-filter equal to the post's classification, any of the selected tags (OR);
 * newest first, or by title (A to Z, then newest first).
 */
export function filterArticles(
  entries: readonly ArticleEntry[],
  search: ArticleSearch,
  selectedTags: readonly string[],
): ArticleEntry[] {
  const text = search.search.trim().toLowerCase();
  const tags = new Set(selectedTags);
  return entries
    .filter(
      ({ post, classification, searchText }) =>
        (!text || searchText.includes(text)) &&
        (!search.pillar || classification.pillar.slug === search.pillar) &&
        (!search.subfilter || classification.subfilter?.slug === search.subfilter) &&
        (tags.size === 0 || post.tags.some((tag) => tags.has(tag.slug))),
    )
    .sort(
      search.sort === 'title'
        ? (a, b) => collator.compare(a.post.title, b.post.title) || byNewest(a, b)
        : byNewest,
    );
}

export interface ActiveFilter {
  /** The search param it comes from; a tag filter also carries its slug. */
  param: 'search' | 'pillar' | 'subfilter' | 'tags';
  value: string;
  /** What the chip says. */
  label: string;
}

/** Every active filter, for the removable chips, in the order of the controls. */
export function activeFilters(
  search: ArticleSearch,
  selectedTags: readonly string[],
  tags: readonly Term[],
): ActiveFilter[] {
  const text = search.search.trim();
  const pillar = findPillar(search.pillar);
  const subfilter = findSubfilter(search.pillar, search.subfilter);
  return [
    ...(text ? [{ param: 'search' as const, value: text, label: `Search: “${text}”` }] : []),
    ...(pillar ? [{ param: 'pillar' as const, value: pillar.slug, label: pillar.name }] : []),
    ...(subfilter
      ? [{ param: 'subfilter' as const, value: subfilter.slug, label: subfilter.name }]
      : []),
    ...selectedTags.map((slug) => ({
      param: 'tags' as const,
      value: slug,
      label: tags.find((tag) => tag.slug === slug)?.name ?? slug,
    })),
  ];
}

/** The search without one filter (a chip's remove button); removing a pillar drops its sub-filter. */
export function withoutFilter(search: ArticleSearch, filter: ActiveFilter): ArticleSearch {
  switch (filter.param) {
    case 'search':
      return { ...search, search: '' };
    case 'pillar':
      return { ...search, pillar: '', subfilter: '' };
    case 'subfilter':
      return { ...search, subfilter: '' };
    case 'tags':
      return {
        ...search,
        tags: tagSlugs(search.tags)
          .filter((slug) => slug !== filter.value)
          .join(','),
      };
  }
}
