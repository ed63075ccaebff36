import { useId, useRef } from 'react';
import { Button } from '../../components/Button/Button';
import { SearchField } from '../../components/SearchField/SearchField';
import {
  ToggleButton,
  ToggleButtonGroup,
} from '../../components/ToggleButtonGroup/ToggleButtonGroup';
import { visuallyHiddenClass } from '../../components/VisuallyHidden/VisuallyHidden';
import type { DigitalProduct } from '../../content/products';
import { pushEvent } from '../../features/analytics/dataLayer';
import {
  allCategories,
  categoryFilters,
  resultSummary,
} from '../../features/productCatalogue/catalogueSearch';
import { PageSection } from '../PageSection/PageSection';
import { ProductCard } from '../ProductCard/ProductCard';
import { selectItemEvent } from './catalogueAnalytics';
import * as styles from './ProductCatalogue.css';

export interface ProductCatalogueProps {
  /** The products after filtering, in catalogue order. */
  products: ReadonlyArray<DigitalProduct>;
  /** How many products there are in all. */
  total: number;
  /** The search box text. */
  query: string;
  /** The selected category slug ('all' for All). */
  category: string;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: string) => void;
  /** Empties the search and selects All. */
  onClear: () => void;
}

/**
 * The catalogue's search box, category filter buttons, the count line (a polite live region,
 * so screen readers hear how many products are shown) and the grid of product cards; when
 * nothing matches, a message and a way to clear both filters.
 */
export function ProductCatalogue({
  products,
  total,
  query,
  category,
  onQueryChange,
  onCategoryChange,
  onClear,
}: ProductCatalogueProps) {
  const headingId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const selectedLabel = categoryFilters.find((filter) => filter.slug === category)?.label ?? 'All';
  const trimmed = query.trim();

  function clearAll() {
    onClear();
    searchRef.current?.focus();
  }

  return (
    <PageSection tone="body" spacing="compact" labelledBy={headingId}>
      <h2 id={headingId} className={visuallyHiddenClass}>
        Browse products
      </h2>
      <search className={styles.controls}>
        <SearchField
          inputRef={searchRef}
          label="Search products"
          hideLabel
          placeholder="Search products..."
          value={query}
          onChange={onQueryChange}
          className={styles.search}
        />
        <ToggleButtonGroup
          aria-label="Filter products by category"
          selectedKeys={[category]}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            onCategoryChange(typeof next === 'string' ? next : allCategories);
          }}
          className={styles.filters}
        >
          {categoryFilters.map((filter) => (
            <ToggleButton key={filter.slug} id={filter.slug}>
              {filter.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </search>
      <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
        {resultSummary(products.length, total)}
      </p>
      {products.length > 0 ? (
        <ul className={styles.grid} aria-label="Products">
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
        <div className={styles.empty}>
          <h3 className={styles.emptyHeading}>No products match your search</h3>
          <p className={styles.emptyBody}>
            {trimmed !== '' && category !== allCategories
              ? `Nothing in ${selectedLabel} matches “${trimmed}”.`
              : trimmed !== ''
                ? `Nothing matches “${trimmed}”.`
                : `There are no products in ${selectedLabel} yet.`}{' '}
            Try another word or category, or see every product.
          </p>
          <Button variant="secondary" onPress={clearAll}>
            Clear search and filters
          </Button>
        </div>
      )}
    </PageSection>
  );
}
