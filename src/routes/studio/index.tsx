import { createFileRoute } from '@tanstack/react-router';
import { studioHub } from '../../content/studio/studio';
import { StudioHubPage } from '../../pages/StudioHubPage/StudioHubPage';
import { canonicalUrl } from '../../site/canonicalUrl';
import { site } from '../../site/config';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import type { PageMeta } from '../../site/metadata';

/** CollectionPage JSON-LD: the hub and the four studios it lists, in card order. */
function studioCollection() {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: studioHub.meta.title,
    description: studioHub.meta.description,
    url: canonicalUrl(studioHub.path),
    inLanguage: 'en',
    isPartOf: { '@type': 'WebSite', '@id': `${site.origin}/#website`, url: site.origin },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: studioHub.cards.items.map((card, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: card.title,
        description: card.subtitle,
        url: canonicalUrl(card.href),
      })),
    },
  };
}

/** /studio: the Studio hub, four cards to the studio sub-pages. */
export const Route = createFileRoute('/studio/')({
  // Built in the loader, which is code-split with the page: the content the head tags need
  // (structured data) then ships with the page, not in the entry bundle.
  loader: async () => ({
    head: await loadPageHead({
      title: studioHub.meta.title,
      description: studioHub.meta.description,
      path: studioHub.path,
      structuredData: [studioCollection()],
    } satisfies PageMeta),
  }),
  head: loaderHead,
  component: StudioHubPage,
});
