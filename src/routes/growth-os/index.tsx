import { createFileRoute } from '@tanstack/react-router';
import { growthOsPath, moduleNames, overviewMeta } from '../../content/growth-os/growthOs';
import { GrowthOsPage } from '../../pages/GrowthOsPage/GrowthOsPage';
import { canonicalUrl } from '../../site/canonicalUrl';
import { site } from '../../site/config';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import type { PageMeta } from '../../site/metadata';

const url = canonicalUrl(growthOsPath);

/** Growth OS as a service of the agency, with its nine modules as the offer catalogue. */
const service = {
  '@context': 'https://schema.org',
  '@type': 'Service',
  '@id': `${url}#service`,
  name: 'Growth OS',
  serviceType: 'Growth operating system',
  description: overviewMeta.description,
  url,
  areaServed: 'Worldwide',
  provider: { '@type': 'Organization', '@id': `${site.origin}/#organization`, name: site.brand },
  hasOfferCatalog: {
    '@type': 'OfferCatalog',
    name: 'Growth OS modules',
    url: canonicalUrl('/modules'),
    itemListElement: moduleNames.map((name) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name },
    })),
  },
};

/** The page itself, about the service. */
const webPage = {
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  '@id': `${url}#webpage`,
  name: overviewMeta.title,
  description: overviewMeta.description,
  url,
  inLanguage: 'en',
  isPartOf: { '@type': 'WebSite', '@id': `${site.origin}/#website`, url: site.origin },
  about: { '@id': `${url}#service` },
};

/** /growth-os: the Growth OS overview. Top level, so no breadcrumbs. */
export const Route = createFileRoute('/growth-os/')({
  // Built in the loader, which is code-split with the page: the content the head tags need
  // (structured data) then ships with the page, not in the entry bundle.
  loader: async () => ({
    head: await loadPageHead({
      title: overviewMeta.title,
      description: overviewMeta.description,
      path: growthOsPath,
      structuredData: [webPage, service],
    } satisfies PageMeta),
  }),
  head: loaderHead,
  component: GrowthOsPage,
});
