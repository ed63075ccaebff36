/**
 * Filtering the articles list by the route's typed search params
 * (articleSearchParams.ts): the entries worked out once per list, the search, pillar, sub-filter
 * and tag rules, the sort, and the active filters as removable chips.
 */

import { type ArticleSearch, tagSlugs } from './articleSearchParams';
import type { FeaturedImage, Term } from './posts';
import { findPillar, findSubfilter } from './taxonomyNames';

export * from './articleSearchParams';
export * from './taxonomyNames';

/** The selected tags that the service knows (tags with posts): unknown ones are dropped. */
export function knownTagSlugs(search: ArticleSearch, tags: readonly Term[]): string[] {
  const known = new Set(tags.map((tag) => tag.slug));
  return tagSlugs(search.tags).filter((slug) => known.has(slug));
}

/**
 * What the list owes a visitor about the tags in the URL that it cannot apply as asked: slugs
 * no tag has (dropped, so the list shows everything else it would) and chosen tags that no
 * article carries (reports use them: the list is then honestly empty of them).
 */
export interface TagNotes {
  unknown: string[];
  withoutArticles: Term[];
}

export function tagNotes(
  search: ArticleSearch,
  tags: readonly Term[],
  entries: readonly { tags: readonly Term[] }[],
): TagNotes {
  const bySlug = new Map(tags.map((tag) => [tag.slug, tag]));
  const carried = new Set(entries.flatMap((entry) => entry.tags.map((tag) => tag.slug)));
  const chosen = tagSlugs(search.tags);
  return {
    unknown: chosen.filter((slug) => !bySlug.has(slug)),
    withoutArticles: chosen.flatMap((slug) => {
      const tag = bySlug.get(slug);
      return tag && !carried.has(slug) ? [tag] : [];
    }),
  };
}

/**
 * A post as the articles list shows and filters it, worked out once per list rather than per
 * keystroke: plain data, so a prerendered list hands it to the browser in the page.
 */
export interface ArticleEntry {
  id: number;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  /** The first category's name (the card shows it), or null. */
  category: string | null;
  image: FeaturedImage | null;
  /** The classification's slugs: what the pillar and sub-filter filters compare. */
  pillar: string;
  subfilter: string | null;
  tags: Term[];
  /**
   * Title and body text, lower case: what the search box looks in. Left out of the
   * entries a prerendered page carries (the bodies would double its size); until the browser
   * has asked the service again, the search looks in the title and excerpt.
   */
  searchText?: string;
}

const byNewest = (a: ArticleEntry, b: ArticleEntry) =>
  (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0) || a.id - b.id;

// Alphabetical as a reader expects: case, accents and punctuation (a title's opening quote)
// do not count.
const collator = new Intl.Collator('en', {
  sensitivity: 'base',
  numeric: true,
  ignorePunctuation: true,
});

/**
 * The list as the filters ask: the search text in the title or body (any case), the
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
      (entry) =>
        (!text ||
          (entry.searchText ?? `${entry.title}\n${entry.excerpt}`.toLowerCase()).includes(text)) &&
        (!search.pillar || entry.pillar === search.pillar) &&
        (!search.subfilter || entry.subfilter === search.subfilter) &&
        (tags.size === 0 || entry.tags.some((tag) => tags.has(tag.slug))),
    )
    .sort(
      search.sort === 'title'
        ? (a, b) => collator.compare(a.title, b.title) || byNewest(a, b)
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
