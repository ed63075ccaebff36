import { meta } from '../../../content/company/about';
import { canonicalUrl } from '../../../site/canonicalUrl';
import { site } from '../../../site/config';
import type { PageMeta } from '../../../site/metadata';

/**
 * The head of the About page, which /company and /company/about both serve: one canonical for
 * both, /company (the menu's Company, where the old /about-us redirects), so search engines index
 * one page; AboutPage and BreadcrumbList (Home > Company > About) JSON-LD. The build leaves
 * /company/about out of the sitemap, as a page whose canonical is another.
 */
export function aboutHead(): PageMeta {
  const path = '/company';
  const url = canonicalUrl(path);
  const aboutPage = {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    name: meta.title,
    description: meta.description,
    url,
    inLanguage: 'en',
    about: { '@type': 'Organization', '@id': `${site.origin}/#organization`, name: site.brand },
    isPartOf: { '@type': 'WebSite', '@id': `${site.origin}/#website`, url: site.origin },
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: canonicalUrl('/') },
      { '@type': 'ListItem', position: 2, name: 'Company', item: canonicalUrl('/company') },
      { '@type': 'ListItem', position: 3, name: 'About', item: canonicalUrl('/company/about') },
    ],
  };
  return {
    title: meta.title,
    description: meta.description,
    path,
    structuredData: [aboutPage, breadcrumbs],
  };
}
