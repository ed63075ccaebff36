import type { StudioPageContent } from '../../../content/studio/studio';
import { canonicalUrl } from '../../../site/canonicalUrl';
import { site } from '../../../site/config';
import type { PageMeta } from '../../../site/metadata';
import { breadcrumbList } from '../../../site/structuredData';

/**
 * The head of a Studio sub-page: title, description and canonical from its content, with
 * BreadcrumbList (Home > Studio > {name}, the same trail as the visible breadcrumbs) and Service
 * JSON-LD. Shared by the four route files under src/routes/studio.
 */
export function studioPageHead(page: StudioPageContent): PageMeta {
  const service = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: `${site.brand} Studio: ${page.name}`,
    serviceType: page.serviceType,
    description: page.meta.description,
    url: canonicalUrl(page.path),
    areaServed: 'Worldwide',
    provider: {
      '@type': 'Organization',
      '@id': `${site.origin}/#organization`,
      name: site.brand,
      url: site.origin,
    },
  };
  return {
    title: page.meta.title,
    description: page.meta.description,
    path: page.path,
    structuredData: [breadcrumbList(page.trail), service],
  };
}
