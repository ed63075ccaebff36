import { catalogueMeta } from '../../content/products';
import { contactAction } from '../../site/contactLink';
import { CtaBand } from '../CtaBand/CtaBand';
import { Hero } from '../Hero/Hero';
import { PageBreadcrumbs } from '../PageBreadcrumbs/PageBreadcrumbs';
import { useCatalogueAnalytics } from '../ProductCatalogue/catalogueAnalytics';
import { ProductCatalogue, type ProductCatalogueProps } from '../ProductCatalogue/ProductCatalogue';
import { catalogueTrail } from '../ProductPage/ProductPage';

const closing = {
  heading: 'Not sure which product fits?',
  body: 'Tell us the metric that matters most this quarter. We map it to the two or three products that move it, and most go live in under 24 hours.',
  actions: [
    contactAction('/growth-os/digital-products', 'Book a Strategy Session'),
    { label: 'Explore the nine modules', href: '/modules' },
  ],
};

/**
 * The product catalogue page (doc 1 §2.7): hero with breadcrumb, search and filters, grid. It
 * sends the catalogue's tag-layer events (list view, searches, category filters).
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
        eyebrow="Growth OS"
        title={catalogueMeta.heading}
        lead={catalogueMeta.intro}
      />
      <ProductCatalogue {...props} />
      <CtaBand heading={closing.heading} body={closing.body} actions={closing.actions} />
    </>
  );
}
