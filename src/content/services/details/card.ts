import { type ServiceSlug, servicePath } from '../paths';
import { type ServiceCard, serviceCards } from '../services';

export { servicesDisclaimer } from '../services';

/**
 * The card of a service with a page: the one whose `href` is the service's path. Apart from
 * `services/details/index.ts`, so that a service page's route does not ship the whole of /services'
 * content with it: its loader imports this when it runs.
 */
export function serviceCard(slug: ServiceSlug): ServiceCard {
  const card = serviceCards.find((entry) => entry.href === servicePath(slug));
  if (!card) throw new Error(`No service card links to ${servicePath(slug)}`);
  return card;
}
