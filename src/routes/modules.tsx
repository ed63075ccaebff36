import { createFileRoute } from '@tanstack/react-router';
import { modules, modulesPage } from '../content/growth-os/modules';
import { ModulesPage } from '../pages/ModulesPage/ModulesPage';
import { canonicalUrl } from '../site/canonicalUrl';
import { site } from '../site/config';
import { loaderHead, loadPageHead } from '../site/loaderHead';
import type { PageMeta } from '../site/metadata';

const path = '/modules';

/** CollectionPage JSON-LD whose main entity is the ItemList of the nine modules, in order. */
const modulesCollection = {
  '@context': 'https://schema.org',
  '@type': 'CollectionPage',
  name: modulesPage.meta.title,
  description: modulesPage.meta.description,
  url: canonicalUrl(path),
  inLanguage: 'en',
  isPartOf: { '@type': 'WebSite', '@id': `${site.origin}/#website`, url: site.origin },
  mainEntity: {
    '@type': 'ItemList',
    name: 'Growth OS modules',
    numberOfItems: modules.length,
    itemListElement: modules.map((module, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: module.name,
      description: module.description,
      // Each module on this page (its card's anchor): several share one service page.
      url: `${canonicalUrl(path)}#${module.id}`,
    })),
  },
};

/** /modules: the nine Growth OS modules, combinations and the mix-and-match grid. */
export const Route = createFileRoute('/modules')({
  // Built in the loader, which is code-split with the page: the content the head tags need
  // (structured data) then ships with the page, not in the entry bundle.
  loader: async () => ({
    head: await loadPageHead({
      title: modulesPage.meta.title,
      description: modulesPage.meta.description,
      path,
      structuredData: [modulesCollection],
    } satisfies PageMeta),
  }),
  head: loaderHead,
  component: ModulesPage,
});
