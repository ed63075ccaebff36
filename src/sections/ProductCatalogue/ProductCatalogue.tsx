import { useEffect, useId, useRef } from 'react';
import { FilterChips } from '../../components/FilterChips/FilterChips';
import { FilterForm } from '../../components/FilterForm/FilterForm';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { SearchField } from '../../components/SearchField/SearchField';
import { visuallyHiddenClass } from '../../components/VisuallyHidden/VisuallyHidden';
import { catalogueCopy as copy, type ProductEntry } from '../../content/growth-os/products';
import { resultSummary } from '../../features/productCatalogue/catalogueMatch';
import {
  allCategories,
  catalogueFields,
  categoryFilters,
} from '../../features/productCatalogue/catalogueSearchParams';
import { pushEvent } from '../../platform/analytics/dataLayer';
import { EmptyState } from '../EmptyState/EmptyState';
import { PageSection } from '../PageSection/PageSection';
import { ProductCard } from '../ProductCard/ProductCard';
import { selectItemEvent } from './catalogueAnalytics';
import * as styles from './ProductCatalogue.css';

export interface ProductCatalogueProps {
  /** The products after filtering, in catalogue order. */
  products: ReadonlyArray<ProductEntry>;
  /** How many products there are in all. */
  total: number;
  /** The search box text. */
  query: string;
  /** The selected category slug ('all' for All). */
  category: string;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: string) => void;
  /** The catalogue's path: the filter form's action, and the address of 'Clear'. */
  path?: string;
}

/**
 * The catalogue's search box and category chips, the count line (a polite live region, so
 * screen readers hear how many products are shown) and the grid of product cards; when nothing
 * matches, a message and a way to clear both filters. The filters are a GET form of the
 * route's search params: without JavaScript the server renders the filtered list.
 */
export function ProductCatalogue({
  products,
  total,
  query,
  category,
  onQueryChange,
  onCategoryChange,
  path = '/growth-os/digital-products',
}: ProductCatalogueProps) {
  const headingId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const selectedLabel =
    categoryFilters.find((filter) => filter.slug === category)?.label ?? copy.allLabel;
  const trimmed = query.trim();

  // 'Clear search and filters' navigates to the bare list; once it shows, the visitor is back
  // in the search box.
  const refocusSearch = useRef(false);
  useEffect(() => {
    if (!refocusSearch.current || products.length === 0) return;
    refocusSearch.current = false;
    searchRef.current?.focus();
  });

  return (
    <PageSection tone="body" spacing="compact" labelledBy={headingId}>
      <h2 id={headingId} className={visuallyHiddenClass}>
        {copy.heading}
      </h2>
      <search className={styles.controls}>
        <FilterForm action={path} submitLabel={copy.submitLabel}>
          <SearchField
            inputRef={searchRef}
            name={catalogueFields.query}
            label={copy.searchLabel}
            hideLabel
            placeholder={copy.searchPlaceholder}
            value={query}
            onChange={onQueryChange}
            className={styles.search}
          />
          <FilterChips
            aria-label={copy.categoryLabel}
            name={catalogueFields.category}
            chips={categoryFilters.map((filter) => ({ value: filter.slug, label: filter.label }))}
            value={category}
            onChange={(next) => onCategoryChange(next || allCategories)}
            className={styles.filters}
          />
        </FilterForm>
      </search>
      <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
        {resultSummary(products.length, total)}
      </p>
      {products.length > 0 ? (
        <ul className={styles.grid} aria-label={copy.listLabel}>
          {products.map((product, index) => (
            <ProductCard
              key={product.slug}
              product={product}
              as="li"
              onSelect={() => pushEvent(selectItemEvent(product, index))}
            />
          ))}
        </ul>
      ) : (
        <EmptyState
          heading={copy.emptyHeading}
          actions={
            <LinkButton
              href={path}
              variant="secondary"
              isCallToAction={false}
              onClickCapture={() => {
                refocusSearch.current = true;
              }}
            >
              {copy.clearLabel}
            </LinkButton>
          }
        >
          {trimmed !== '' && category !== allCategories
            ? copy.noMatchInCategory(selectedLabel, trimmed)
            : trimmed !== ''
              ? copy.noMatch(trimmed)
              : copy.emptyCategory(selectedLabel)}{' '}
          {copy.emptyHint}
        </EmptyState>
      )}
    </PageSection>
  );
}
