/**
 * The seven services with a page of their own: their slugs, paths
 * and analytics labels. Light on purpose: routes, the prerender list and the contact links
 * read it without pulling any page's content.
 */

export const serviceSlugs = [
  'user-acquisition',
  'growth-marketing',
  'creative-production',
  'account-based-marketing',
  'cmo-team-training',
  'go-to-market-new-country',
  'executive-growth-advisory',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as ReadonlyArray<string>).includes(value);
}

/** The services overview. */
export const servicesPath = '/services';

/** '/services/user-acquisition'. */
export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}

/**
 * The service's label in its contact links: the slug with underscores,
 * 'creative-production' -> 'creative_production'.
 */
export function serviceLabel(slug: ServiceSlug): string {
  return slug.replaceAll('-', '_');
}

/**
 * The contact page for a service page's calls to action: `ref=cta`, `from` = the
 * service's slug and `label` = its label, '/contact?ref=cta&from=creative-production&label=creative_production'.
 */
export function serviceContactHref(slug: ServiceSlug): string {
  const query = new URLSearchParams({ ref: 'cta', from: slug, label: serviceLabel(slug) });
  return `/contact?${query.toString()}`;
}
