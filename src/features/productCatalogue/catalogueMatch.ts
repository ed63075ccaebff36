/**
 * What the catalogue page does with its filter state: the search and category
 * rules and the count line. The route's schema that reads the state from the URL is in
 * `catalogueSearchParams.ts` (it ships in the entry bundle; these ship with the page).
 */
import type { ProductEntry } from '../../content/growth-os/products';
import { allCategories, type CategoryFilter, categoryFromSlug } from './catalogueSearchParams';

/** Search rule: case-insensitive match of the trimmed text on name or summary. */
export function matchesQuery(product: ProductEntry, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return (
    product.name.toLowerCase().includes(needle) || product.summary.toLowerCase().includes(needle)
  );
}

/** Category rule: exact category match; All keeps everything. */
export function matchesCategory(product: ProductEntry, category: CategoryFilter): boolean {
  return category === allCategories || product.category === category;
}

/** Both filters at once, keeping the catalogue's order. */
export function filterProducts(
  products: ReadonlyArray<ProductEntry>,
  search: { q: string; category: string },
): ProductEntry[] {
  const category = categoryFromSlug(search.category);
  return products.filter(
    (product) => matchesCategory(product, category) && matchesQuery(product, search.q),
  );
}

/** The count line, announced politely to screen readers as it changes. */
export function resultSummary(shown: number, total: number): string {
  if (shown === total) return `Showing all ${total} products`;
  return `Showing ${shown} of ${total} ${total === 1 ? 'product' : 'products'}`;
}
