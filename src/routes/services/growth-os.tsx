import { createFileRoute } from '@tanstack/react-router';
import {
  growthOsInsidePath,
  growthOsPath,
  insideMeta,
  insideTrail,
  layers,
} from '../../content/growth-os/growthOs';
import { GrowthOsPage } from '../../pages/GrowthOsPage/GrowthOsPage';
import { canonicalUrl } from '../../site/canonicalUrl';
import { site } from '../../site/config';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import type { PageMeta } from '../../site/metadata';
import { breadcrumbList } from '../../site/structuredData';

const url = canonicalUrl(growthOsInsidePath);
/** The same service node as on /growth-os, here with its four layers. */
const serviceId = `${canonicalUrl(growthOsPath)}#service`;

const service = {
  '@context': 'https://schema.org',
  '@type': 'Service',
  '@id': serviceId,
  name: 'Growth OS',
  serviceType: 'Growth operating system',
  url: canonicalUrl(growthOsPath),
  areaServed: 'Worldwide',
  provider: { '@type': 'Organization', '@id': `${site.origin}/#organization`, name: site.brand },
  hasOfferCatalog: {
    '@type': 'OfferCatalog',
    name: 'Growth OS layers',
    itemListElement: layers.map((layer) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: layer.name, description: layer.role },
    })),
  },
};

const webPage = {
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  '@id': `${url}#webpage`,
  name: insideMeta.title,
  description: insideMeta.description,
  url,
  inLanguage: 'en',
  isPartOf: { '@type': 'WebSite', '@id': `${site.origin}/#website`, url: site.origin },
  about: { '@id': serviceId },
};

/** /services/growth-os: the Growth OS inside page, under Services. */
export const Route = createFileRoute('/services/growth-os')({
  // Built in the loader, which is code-split with the page: the content the head tags need
  // (structured data) then ships with the page, not in the entry bundle.
  loader: async () => ({
    head: await loadPageHead({
      title: insideMeta.title,
      description: insideMeta.description,
      path: growthOsInsidePath,
      structuredData: [webPage, service, breadcrumbList(insideTrail)],
    } satisfies PageMeta),
  }),
  head: loaderHead,
  component: () => <GrowthOsPage view="inside" />,
});
