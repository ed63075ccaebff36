/**
 * The filter state of /proof/testimonials (doc 2 §2, §4, §5) as the route's search params:
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
} from '../../content/testimonialFilters';
import type { Testimonial } from '../../content/testimonials';
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
function knownSlug(filters: ReadonlyArray<FilterOption>, value: unknown): string {
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
export const testimonialDefaults = { q: '', role: allFilter, region: allFilter } as const;

/**
 * Text as search compares it: lower case, without accents, and the Turkish dotless ı as i, so
 * 'aydin' finds 'Mert Aydın' and 'celik' finds 'Emre Çelik' (the names are Turkish and English
 * keyboards are common).
 */
export function searchFold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/**
 * Search rule (doc 2 §5): case-insensitive substring of the trimmed text on name, company or
 * full quote (accents ignored too, `searchFold`).
 */
export function matchesTestimonialQuery(testimonial: Testimonial, query: string): boolean {
  const needle = searchFold(query.trim());
  if (needle === '') return true;
  return [testimonial.name, testimonial.company, testimonial.quote_full].some((field) =>
    searchFold(field).includes(needle),
  );
}

/** A filter slug against a value: All (or an unknown slug) keeps everything. */
function matchesSlug(filters: ReadonlyArray<FilterOption>, slug: string, value: string): boolean {
  const wanted = knownSlug(filters, slug);
  return wanted === allFilter || value.toLowerCase() === wanted;
}

/** Order (doc 2 §4): pinned first, then by name A–Z. Returns a new list. */
export function orderTestimonials(list: ReadonlyArray<Testimonial>): Testimonial[] {
  return [...list].sort(
    (a, b) =>
      Number(Boolean(b.pinned)) - Number(Boolean(a.pinned)) || a.name.localeCompare(b.name, 'en'),
  );
}

/** Search text, role and region combined (doc 2 §4), in display order. */
export function filterTestimonials(
  list: ReadonlyArray<Testimonial>,
  search: { q: string; role: string; region: string },
): Testimonial[] {
  return orderTestimonials(
    list.filter(
      (testimonial) =>
        matchesSlug(roleFilters, search.role, testimonial.role_level) &&
        matchesSlug(regionFilters, search.region, testimonial.region) &&
        matchesTestimonialQuery(testimonial, search.q),
    ),
  );
}

/** The count line, announced politely to screen readers as it changes. */
export function testimonialCountLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} testimonials`;
}
