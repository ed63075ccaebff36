import { canonicalUrl } from './canonicalUrl';
import { site } from './config';

/** One level of a breadcrumb trail: its visible name and its path on the site. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * BreadcrumbList JSON-LD for a trail, from the same data the visible breadcrumbs use; the
 * last item is the page itself.
 */
export function breadcrumbList(trail: ReadonlyArray<Crumb>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}

/** The agency (the root's Organization node), as the publisher or provider of a page's thing. */
export const organizationRef = {
  '@type': 'Organization',
  '@id': `${site.origin}/#organization`,
  name: site.brand,
  url: site.origin,
} as const;

/** The site (the root's WebSite node), for `isPartOf`. */
export const websiteRef = {
  '@type': 'WebSite',
  '@id': `${site.origin}/#website`,
  url: site.origin,
} as const;

/**
 * A page as a schema.org WebPage (or a subtype: AboutPage, ContactPage…) of the site, published
 * by the agency, with what it is about or its main entity when it has one.
 */
export function webPage(
  type: string,
  page: { name: string; description: string; path: string },
  extra: Record<string, unknown> = {},
) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: page.name,
    description: page.description,
    url: canonicalUrl(page.path),
    inLanguage: 'en',
    isPartOf: websiteRef,
    publisher: organizationRef,
    ...extra,
  };
}

/** Most items a list page names in its structured data. */
const maxListed = 10;

/**
 * A list page as a CollectionPage whose main entity is the list of its items (the first ten),
 * each named and, where it has a page, linked.
 */
export function collectionPage(
  name: string,
  description: string,
  path: string,
  items: ReadonlyArray<{ name: string; url?: string }>,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    description,
    url: canonicalUrl(path),
    inLanguage: 'en',
    isPartOf: websiteRef,
    publisher: organizationRef,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.slice(0, maxListed).map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        ...(item.url ? { url: item.url } : {}),
      })),
    },
  };
}

/** FAQPage JSON-LD from the questions and answers a page shows. */
export function faqPage(items: ReadonlyArray<{ question: string; answer: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
