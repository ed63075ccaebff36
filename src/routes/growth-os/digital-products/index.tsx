import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { products } from '../../../content/growth-os/products';
import { filterProducts } from '../../../features/productCatalogue/catalogueMatch';
import {
  catalogueSearchDefaults,
  catalogueSearchSchema,
  maxQueryLength,
} from '../../../features/productCatalogue/catalogueSearchParams';
import { CataloguePage } from '../../../pages/CataloguePage/CataloguePage';
import { useListFilters } from '../../../platform/navigation/useListFilters';
import { loaderHead, loadPageHead } from '../../../site/loaderHead';
import { catalogueHead } from './-head/productHead';

/**
 * /growth-os/digital-products: the product catalogue. Search text and category are
 * typed search params (`?q=...&category=measurement`): a filtered view survives a reload and
 * can be shared; odd values fall back to the defaults, and defaults are not written.
 */
export const Route = createFileRoute('/growth-os/digital-products/')({
  validateSearch: catalogueSearchSchema,
  search: { middlewares: [stripSearchParams(catalogueSearchDefaults)] },
  // Built in the loader, which is code-split with the page: the content the head tags need
  // (structured data) then ships with the page, not in the entry bundle.
  loader: async () => ({ head: await loadPageHead(catalogueHead()) }),
  head: loaderHead,
  component: CatalogueRoute,
});

function CatalogueRoute() {
  const search = Route.useSearch();
  const { query, changeQuery, choose } = useListFilters(
    search,
    Route.useNavigate(),
    maxQueryLength,
  );
  return (
    <CataloguePage
      products={filterProducts(products, { q: query, category: search.category })}
      total={products.length}
      query={query}
      category={search.category}
      onQueryChange={changeQuery}
      onCategoryChange={choose('category')}
    />
  );
}
