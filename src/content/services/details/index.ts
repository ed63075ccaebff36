import type { Crumb } from '../../../site/structuredData';
import { type ServiceSlug, servicePath, servicesPath } from '../paths';
import type { ServiceCard } from '../services';
import { servicePageLabels } from './labels';
import type { ServicePageContent } from './types';

/**
 * Each service page's own content, one chunk per page: a service page loads its own words, not
 * the other six.
 */
const loaders: Record<ServiceSlug, () => Promise<{ page: ServicePageContent }>> = {
  'user-acquisition': () => import('./userAcquisition'),
  'growth-marketing': () => import('./growthMarketing'),
  'creative-production': () => import('./creativeProduction'),
  'account-based-marketing': () => import('./accountBasedMarketing'),
  'cmo-team-training': () => import('./cmoTeamTraining'),
  'go-to-market-new-country': () => import('./goToMarketNewCountry'),
  'executive-growth-advisory': () => import('./executiveGrowthAdvisory'),
};

/**
 * A service page: its card on /services (title, description, outcomes, tags), its own content
 * and the services' disclaimer (outcomes are examples, not guarantees).
 */
export interface ServicePageData {
  card: ServiceCard;
  page: ServicePageContent;
  disclaimer: string;
}

/** Home, Services, the service: the visible breadcrumbs and their JSON-LD. */
export function serviceTrail({ card, page }: ServicePageData): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: servicePageLabels.services, path: servicesPath },
    { name: card.title, path: servicePath(page.slug) },
  ];
}

export async function loadServicePage(slug: ServiceSlug): Promise<ServicePageData> {
  const [{ page }, { serviceCard, servicesDisclaimer }] = await Promise.all([
    loaders[slug](),
    import('./card'),
  ]);
  return { card: serviceCard(slug), page, disclaimer: servicesDisclaimer };
}
