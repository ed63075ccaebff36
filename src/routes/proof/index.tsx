import { createFileRoute } from '@tanstack/react-router';
import { proofHub } from '../../content/proof/hub';
import { ProofPage } from '../../pages/ProofPage/ProofPage';
import { canonicalUrl } from '../../site/canonicalUrl';
import { site } from '../../site/config';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import type { PageMeta } from '../../site/metadata';

/**
 * CollectionPage JSON-LD: the hub and the five proof areas it links to, with the agency's
 * awards on the Organization.
 */
function proofCollection() {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: proofHub.meta.title,
    description: proofHub.meta.description,
    url: canonicalUrl(proofHub.path),
    inLanguage: 'en',
    isPartOf: { '@type': 'WebSite', '@id': `${site.origin}/#website`, url: site.origin },
    about: {
      '@type': 'Organization',
      '@id': `${site.origin}/#organization`,
      name: site.brand,
      award: proofHub.awards.items.map((award) => `${award.title} ${award.year}: ${award.badge}`),
    },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: proofHub.areas.cards.map((card, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: card.title,
        url: canonicalUrl(card.href),
      })),
    },
  };
}

/** /proof: the proof hub. Top level, so no breadcrumb. */
export const Route = createFileRoute('/proof/')({
  // Built in the loader, which is code-split with the page: the content the head tags need
  // (structured data) then ships with the page, not in the entry bundle.
  loader: async () => ({
    head: await loadPageHead({
      title: proofHub.meta.title,
      description: proofHub.meta.description,
      path: proofHub.path,
      structuredData: [proofCollection()],
    } satisfies PageMeta),
  }),
  head: loaderHead,
  component: ProofPage,
});
