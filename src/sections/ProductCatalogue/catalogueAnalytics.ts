/**
 * The product catalogue's tag-layer events, in GA4's ecommerce shapes
 * (src/platform/analytics/dataLayer.ts):
 * - `view_item_list`: once per catalogue view, on load, with the products shown then;
 * - `select_item`: when a product card's link is followed;
 * - `view_item`: once per product page shown;
 * - `search` + `view_search_results`: when the visitor stops typing (800 ms without a change)
 *   and the settled text is not empty and differs from the last settled text;
 * - `filter`: when the selected category changes (filter_type 'category', its label, the
 *   number of products then shown).
 * All are sent from effects or event handlers, so never during prerender, and guarded with refs,
 * so React StrictMode's double effects and re-renders never send one twice.
 */
import { useEffect, useRef } from 'react';
import type { ProductEntry } from '../../content/growth-os/products';
import { categoryFilters } from '../../features/productCatalogue/catalogueSearchParams';
import {
  type AnalyticsItem,
  type DataLayerEvent,
  pushEvent,
} from '../../platform/analytics/dataLayer';

export const catalogueListId = 'digital_products';
export const catalogueListName = 'Digital Products';
/** How long the search text must stay unchanged before it counts as a search. */
export const searchSettleMs = 800;

type CatalogueProduct = Pick<ProductEntry, 'name' | 'slug' | 'category'>;

/** A product as an analytics item; with its list position when it was shown in the catalogue. */
export function productItem(product: CatalogueProduct, index?: number): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: product.slug,
    item_name: product.name,
    item_category: product.category,
  };
  if (index === undefined) return item;
  return { ...item, item_list_id: catalogueListId, item_list_name: catalogueListName, index };
}

export function viewItemListEvent(products: ReadonlyArray<CatalogueProduct>): DataLayerEvent {
  return {
    event: 'view_item_list',
    item_list_id: catalogueListId,
    item_list_name: catalogueListName,
    items: products.map((product, index) => productItem(product, index)),
  };
}

export function selectItemEvent(product: CatalogueProduct, index: number): DataLayerEvent {
  return {
    event: 'select_item',
    item_list_id: catalogueListId,
    item_list_name: catalogueListName,
    items: [productItem(product, index)],
  };
}

export function viewItemEvent(product: CatalogueProduct): DataLayerEvent {
  return { event: 'view_item', items: [productItem(product)] };
}

export function searchEvents(term: string, resultsCount: number): DataLayerEvent[] {
  return [
    { event: 'search', search_term: term },
    { event: 'view_search_results', search_term: term, results_count: resultsCount },
  ];
}

/** The `filter` event for a category slug ('measurement'), named by its label ('Measurement'). */
export function filterEvent(category: string, resultsCount: number): DataLayerEvent {
  const label = categoryFilters.find((filter) => filter.slug === category)?.label ?? 'All';
  return {
    event: 'filter',
    filter_type: 'category',
    filter_value: label,
    results_count: resultsCount,
  };
}

export interface CatalogueAnalyticsState {
  /** The products shown (after search and category). */
  products: ReadonlyArray<CatalogueProduct>;
  /** The search box text. */
  query: string;
  /** The selected category slug. */
  category: string;
}

/** Send the catalogue view's events: the list on load, searches and category changes. */
export function useCatalogueAnalytics({ products, query, category }: CatalogueAnalyticsState) {
  const shown = useRef(products);
  // Declared first: the effects below read the products of the same render.
  useEffect(() => {
    shown.current = products;
  });

  const listSent = useRef(false);
  useEffect(() => {
    if (listSent.current) return;
    listSent.current = true;
    pushEvent(viewItemListEvent(shown.current));
  }, []);

  const settledTerm = useRef(query.trim());
  useEffect(() => {
    const term = query.trim();
    if (term === settledTerm.current) return;
    const timer = setTimeout(() => {
      settledTerm.current = term;
      if (term === '') return;
      for (const event of searchEvents(term, shown.current.length)) pushEvent(event);
    }, searchSettleMs);
    return () => clearTimeout(timer);
  }, [query]);

  const reportedCategory = useRef(category);
  useEffect(() => {
    if (category === reportedCategory.current) return;
    reportedCategory.current = category;
    pushEvent(filterEvent(category, shown.current.length));
  }, [category]);
}

/** Send `view_item` once for each product page shown. */
export function useViewItem(product: CatalogueProduct) {
  const current = useRef(product);
  useEffect(() => {
    current.current = product;
  });
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === product.slug) return;
    reported.current = product.slug;
    pushEvent(viewItemEvent(current.current));
  }, [product.slug]);
}
