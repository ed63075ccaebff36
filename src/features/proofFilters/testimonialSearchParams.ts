/**
 * The filter state of /proof/testimonials as the route's search params:
 * `q` (free text), `role` and `region` (a filter slug each). The URL is the single source of
 * truth, so a filtered view survives a reload and can be shared. Defaults (no text, All, All) are
 * not written into the URL. Only types come from `testimonials.ts`: the schema ships in the entry
 * bundle, the quotes do not.
 */
import * as v from 'valibot';
import {
  type TestimonialRegion,
  type TestimonialRole,
  testimonialRegions,
  testimonialRoles,
} from '../../content/proof/testimonialFilters';
import { firstSearchString } from '../../site/searchParams';

/** The search params, as the filter form's field names. */
export const testimonialFields = { query: 'q', role: 'role', region: 'region' } as const;

/** Longest search text kept from a URL; anything longer is cut, not rejected. */
export const maxQueryLength = 100;

/** The value of both filters that keeps everything. */
export const allFilter = 'all';

export interface FilterOption {
  slug: string;
  label: string;
}

const options = (values: ReadonlyArray<TestimonialRole | TestimonialRegion>): FilterOption[] => [
  { slug: allFilter, label: 'All' },
  ...values.map((value) => ({ slug: value.toLowerCase(), label: value })),
];

/** The Role buttons, in order: All, Director, Manager, CEO, CMO. */
export const roleFilters: ReadonlyArray<FilterOption> = options(testimonialRoles);

/** The Region buttons, in order: All, UK, Turkey, EMEA, Global. */
export const regionFilters: ReadonlyArray<FilterOption> = options(testimonialRegions);

/** A slug from the URL if it is one of `filters` (case-insensitive, trimmed), else All. */
export function knownSlug(filters: ReadonlyArray<FilterOption>, value: unknown): string {
  const wanted = firstSearchString(value).trim().toLowerCase();
  return filters.some((filter) => filter.slug === wanted) ? wanted : allFilter;
}

/**
 * The route's search schema. Never fails: odd values (arrays, numbers, objects, unknown slugs)
 * fall back to the defaults, so any URL shows a sensible list.
 */
export const testimonialSearchSchema = v.object({
  q: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => firstSearchString(value).trim().slice(0, maxQueryLength).trimEnd()),
    ),
    '',
  ),
  role: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => knownSlug(roleFilters, value)),
    ),
    allFilter,
  ),
  region: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => knownSlug(regionFilters, value)),
    ),
    allFilter,
  ),
});

export type TestimonialSearch = v.InferOutput<typeof testimonialSearchSchema>;

/** The defaults, stripped from URLs. */
export const testimonialSearchDefaults = { q: '', role: allFilter, region: allFilter } as const;
