/**
 * The product catalogue's filter state (search text and category) as the route's search params:
 * `q` (free text) and `category` (a category slug). The URL is the single source of truth, so
 * a filtered view survives a reload and can be shared. Defaults (no text, All) are not written
 * into the URL.
 */
import * as v from 'valibot';
import { type ProductCategory, productCategories } from '../../content/growth-os/productCategories';
import { firstSearchString } from '../../site/searchParams';

/** The search params, as the filter form's field names. */
export const catalogueFields = { query: 'q', category: 'category' } as const;

/** Longest search text kept from a URL; anything longer is cut, not rejected. */
export const maxQueryLength = 100;

/** 'AI & Automation' -> 'ai-automation': the category as it appears in the URL. */
export function categorySlug(category: ProductCategory): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const allCategories = 'all';
export type CategoryFilter = typeof allCategories | ProductCategory;

/** The filter buttons, in order: All, then every category. */
export const categoryFilters: ReadonlyArray<{
  slug: string;
  label: string;
  value: CategoryFilter;
}> = [
  { slug: allCategories, label: 'All', value: allCategories },
  ...productCategories.map((category) => ({
    slug: categorySlug(category),
    label: category,
    value: category,
  })),
];

/** A category slug from the URL, or All when it is missing or unknown (case-insensitive). */
export function categoryFromSlug(slug: string): CategoryFilter {
  const wanted = slug.trim().toLowerCase();
  return categoryFilters.find((filter) => filter.slug === wanted)?.value ?? allCategories;
}

/**
 * The route's search schema. Never fails: odd values fall back to the defaults, so any URL
 * shows a sensible list.
 */
export const catalogueSearchSchema = v.object({
  q: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => firstSearchString(value).slice(0, maxQueryLength)),
    ),
    '',
  ),
  category: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => {
        const category = categoryFromSlug(firstSearchString(value));
        return category === allCategories ? allCategories : categorySlug(category);
      }),
    ),
    allCategories,
  ),
});

export type CatalogueSearch = v.InferOutput<typeof catalogueSearchSchema>;

/** The defaults, stripped from URLs. */
export const catalogueSearchDefaults = { q: '', category: allCategories } as const;
