/**
 * The one name of each of the seven services with a page of their own (issue 38, "one set of
 * facts"). Every place that names a service reads it here: the main menu's Services submenu, the
 * cards and headings on /services, the service page's title, h1 and breadcrumb (through its card),
 * the Growth OS products' and the tech stack tools' 'Used in'. Free text (press releases, FAQ
 * answers) writes the same name out.
 *
 * Light on purpose, like `paths.ts`: the menu (`src/content/site/navigation.ts`) and a service
 * page's route read it without pulling /services' cards.
 */
import { type ServiceSlug, servicePath, serviceSlugs } from './paths';

/** Each service's name, by slug: the names on the /services cards. */
export const serviceNames = {
  'user-acquisition': 'User Acquisition',
  'growth-marketing': 'Growth Marketing',
  'creative-production': 'Creative Production',
  'account-based-marketing': 'Account-Based Marketing',
  'cmo-team-training': 'CMO & Team Training',
  'go-to-market-new-country': 'Go-to-Market: New Country',
  'executive-growth-advisory': 'Executive Growth Advisory',
} as const satisfies Record<ServiceSlug, string>;

export type ServiceName = (typeof serviceNames)[ServiceSlug];

/** A service with a page: its slug, its page and its name. */
export interface NamedService {
  slug: ServiceSlug;
  href: string;
  name: ServiceName;
}

/** The seven services, in the menu's order. */
export const namedServices: readonly NamedService[] = serviceSlugs.map((slug) => ({
  slug,
  href: servicePath(slug),
  name: serviceNames[slug],
}));

/** The service a name belongs to, when it is exactly one service's name. */
export function serviceNamed(name: string): NamedService | undefined {
  return namedServices.find((service) => service.name === name);
}
