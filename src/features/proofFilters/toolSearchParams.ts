/**
 * The tech stack's filter state (search text and category) as the route's search params: `q`
 * (free text) and `category` (a category slug). The URL is the single source of truth, so a
 * filtered view survives a reload and can be shared. Defaults (no text, All) are not written
 * into the URL.
 *
 * This module ships in the entry bundle (route search schemas are not code split), so it reads
 * the categories from their own small module and the tools only as a type: the hundred tools
 * load with the page, not with every page.
 */
import * as v from 'valibot';
import { type ToolCategory, toolCategories } from '../../content/proof/toolCategories';
import { firstSearchString } from '../../site/searchParams';

/** The search params, as the filter form's field names. */
export const toolFields = { query: 'q', category: 'category' } as const;

/** Longest search text kept from a URL; anything longer is cut, not rejected. */
export const maxQueryLength = 100;

export const allToolCategories = 'all';

/** The filter buttons, in order: All, then every category (`?category=seo`). */
export const toolCategoryFilters: ReadonlyArray<{ slug: string; label: string }> = [
  { slug: allToolCategories, label: 'All' },
  ...toolCategories.map((category) => ({ slug: category.slug, label: category.name })),
];

/** A category slug from the URL, as a known slug, or All when missing or unknown (case-insensitive). */
export function toolCategorySlug(value: unknown): string {
  const wanted = firstSearchString(value).trim().toLowerCase();
  return toolCategoryFilters.find((filter) => filter.slug === wanted)?.slug ?? allToolCategories;
}

/** The category's name for its slug ('seo' -> 'SEO'); undefined for All and unknown slugs. */
export function toolCategoryName(slug: string): ToolCategory | undefined {
  const wanted = slug.trim().toLowerCase();
  return toolCategories.find((category) => category.slug === wanted)?.name;
}

/**
 * The route's search schema. Never fails: odd values fall back to the defaults, so any URL
 * shows a sensible list.
 */
export const toolSearchSchema = v.object({
  q: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => firstSearchString(value).slice(0, maxQueryLength)),
    ),
    '',
  ),
  category: v.optional(v.pipe(v.unknown(), v.transform(toolCategorySlug)), allToolCategories),
});

export type ToolSearch = v.InferOutput<typeof toolSearchSchema>;

/** The defaults, stripped from URLs. */
export const toolSearchDefaults = { q: '', category: allToolCategories } as const;
