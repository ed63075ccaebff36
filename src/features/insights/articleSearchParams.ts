/**
 * The articles list's filters as the route's typed search params: `search`
 * (free text), `pillar` and `subfilter` (taxonomy slugs), `tags` (comma-separated tag slugs) and
 * `sort` (`date`, the default, or `title`). The URL is the one source of truth, so reload, Back
 * and a shared link show the same view. The schema never fails: an unknown pillar, a sub-filter
 * that is not one of its pillar's, a malformed tag or an unknown sort falls back to its default,
 * repeated values take the first, long ones are cut; defaults are not written into the URL.
 * Tags are checked against the service's tag list when it has answered (`knownTagSlugs`).
 *
 * Kept light (the taxonomy's slugs, not its names, keywords or post reading): the route's schema
 * is part of every page's entry bundle. Filtering the list is in articleMatch.ts.
 */
import * as v from 'valibot';
import { insightsPaths } from '../../content/insights/paths';
import { pillarSlug, subfilterSlug } from '../../content/insights/taxonomySlugs';
import { firstSearchString, stringifyPlainSearch } from '../../site/searchParams';
import { slugPattern } from './slug';

export const articleSorts = ['date', 'title'] as const;
export type ArticleSort = (typeof articleSorts)[number];

/** Longest search text kept from a URL; anything longer is cut, not refused. */
export const maxSearchLength = 100;
/** Most tags kept from a URL. */
export const maxTags = 20;

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
          (value): string => pillarSlug(firstSearchString(value).trim().toLowerCase()) ?? '',
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
        // 'a,b' as the enhanced filters write it, or ['a', 'b'] as the filter form's checkboxes
        // submit it without JavaScript (`?tags=a&tags=b`).
        v.transform((value) =>
          tagSlugs(
            (Array.isArray(value) ? value : [value])
              .filter((item): item is string => typeof item === 'string')
              .join(','),
          ).join(','),
        ),
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
    subfilter: subfilterSlug(search.pillar, search.subfilter) ?? '',
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

/** The articles list's address for a set of filters: defaults left out, as the router writes it. */
export function articlesHref(search: ArticleSearch): string {
  const written = Object.fromEntries(
    Object.entries(search).filter(
      ([key, value]) => value !== articleSearchDefaults[key as keyof ArticleSearch],
    ),
  );
  return `${insightsPaths.articles}${stringifyPlainSearch(written)}`;
}
