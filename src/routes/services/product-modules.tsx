import { createFileRoute } from '@tanstack/react-router';
import { modules, productModulesPage, productModulesTrail } from '../../content/growth-os/modules';
import { ProductModulesPage } from '../../pages/ProductModulesPage/ProductModulesPage';
import { canonicalUrl } from '../../site/canonicalUrl';
import { site } from '../../site/config';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import type { PageMeta } from '../../site/metadata';
import { breadcrumbList } from '../../site/structuredData';

const path = '/services/product-modules';

/** Service JSON-LD: the product modules, offered by Response, with the nine modules as a catalogue. */
const productModulesService = {
  '@context': 'https://schema.org',
  '@type': 'Service',
  name: 'Product Modules',
  serviceType: 'Productised growth marketing modules',
  description: productModulesPage.meta.description,
  url: canonicalUrl(path),
  provider: { '@type': 'Organization', '@id': `${site.origin}/#organization`, name: site.brand },
  hasOfferCatalog: {
    '@type': 'OfferCatalog',
    name: 'Growth OS modules',
    itemListElement: modules.map((module) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: module.name, description: module.summary },
    })),
  },
};

/** /services/product-modules: the product modules as a service. */
export const Route = createFileRoute('/services/product-modules')({
  // Built in the loader, which is code-split with the page: the content the head tags need
  // (structured data) then ships with the page, not in the entry bundle.
  loader: async () => ({
    head: await loadPageHead({
      title: productModulesPage.meta.title,
      description: productModulesPage.meta.description,
      path,
      structuredData: [productModulesService, breadcrumbList(productModulesTrail)],
    } satisfies PageMeta),
  }),
  head: loaderHead,
  component: ProductModulesPage,
});
