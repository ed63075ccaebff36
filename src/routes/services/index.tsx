import { createFileRoute } from '@tanstack/react-router';
import {
  serviceCards,
  servicesMeta,
  servicesPath,
  servicesTrail,
} from '../../content/services/services';
import { ServicesPage } from '../../pages/ServicesPage/ServicesPage';
import { canonicalUrl } from '../../site/canonicalUrl';
import { site } from '../../site/config';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import type { PageMeta } from '../../site/metadata';
import { breadcrumbList } from '../../site/structuredData';

/** OfferCatalog JSON-LD: the services on the page, each offered by the agency. */
const catalogue = {
  '@context': 'https://schema.org',
  '@type': 'OfferCatalog',
  name: `${site.brand} services`,
  url: canonicalUrl(servicesPath),
  numberOfItems: serviceCards.length,
  itemListElement: serviceCards.map((card) => ({
    '@type': 'Offer',
    itemOffered: {
      '@type': 'Service',
      name: card.title,
      description: card.description,
      url: canonicalUrl(card.href),
      provider: { '@id': `${site.origin}/#organization` },
    },
  })),
};

/** /services: the services page. */
export const Route = createFileRoute('/services/')({
  // Built in the loader, which is code-split with the page: the content the head tags need
  // (structured data) then ships with the page, not in the entry bundle.
  loader: async () => ({
    head: await loadPageHead({
      title: servicesMeta.title,
      description: servicesMeta.description,
      path: servicesPath,
      structuredData: [catalogue, breadcrumbList(servicesTrail)],
    } satisfies PageMeta),
  }),
  head: loaderHead,
  component: ServicesPage,
});
