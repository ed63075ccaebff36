import { canonicalUrl } from './metadata';

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
