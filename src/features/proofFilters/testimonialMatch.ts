/**
 * What the testimonials page does with its filter state: matching, order and the
 * count line. The route's schema that reads the state from the URL is in
 * `testimonialSearchParams.ts` (it ships in the entry bundle; these ship with the page).
 */
import type { Testimonial } from '../../content/proof/testimonials';
import {
  allFilter,
  type FilterOption,
  knownSlug,
  regionFilters,
  roleFilters,
} from './testimonialSearchParams';

/**
 * Text as search compares it: lower case, without accents, and the Turkish dotless ı as i, so
 * 'aydin' finds 'Mert Aydın' and 'celik' finds 'Emre Çelik' (the names are Turkish and English
 * keyboards are common).
 */
export function searchFold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/**
 * Search rule: case-insensitive substring of the trimmed text on name, company or
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

/** Order: pinned first, then by name A–Z. Returns a new list. */
export function orderTestimonials(list: ReadonlyArray<Testimonial>): Testimonial[] {
  return [...list].sort(
    (a, b) =>
      Number(Boolean(b.pinned)) - Number(Boolean(a.pinned)) || a.name.localeCompare(b.name, 'en'),
  );
}

/** Search text, role and region combined (all must match), in display order. */
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
