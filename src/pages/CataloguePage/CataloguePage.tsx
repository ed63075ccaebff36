import {
  catalogueClosing,
  catalogueMeta,
  cataloguePath,
  catalogueTrail,
} from '../../content/growth-os/products';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Hero } from '../../sections/Hero/Hero';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { useCatalogueAnalytics } from '../../sections/ProductCatalogue/catalogueAnalytics';
import {
  ProductCatalogue,
  type ProductCatalogueProps,
} from '../../sections/ProductCatalogue/ProductCatalogue';
import { contactAction } from '../../site/contactLink';

const closingActions = [
  contactAction(cataloguePath, catalogueClosing.contactLabel),
  catalogueClosing.modules,
];

/**
 * The product catalogue page (/growth-os/digital-products): hero with breadcrumb, search and
 * filters, grid. It sends the catalogue's tag-layer events (list view, searches, category
 * filters).
 */
export function CataloguePage(props: ProductCatalogueProps) {
  useCatalogueAnalytics({
    products: props.products,
    query: props.query,
    category: props.category,
  });
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={catalogueTrail} />}
        eyebrow={catalogueMeta.eyebrow}
        title={catalogueMeta.heading}
        lead={catalogueMeta.intro}
      />
      <ProductCatalogue {...props} />
      <CtaBand
        heading={catalogueClosing.heading}
        body={catalogueClosing.body}
        actions={closingActions}
      />
    </>
  );
}
