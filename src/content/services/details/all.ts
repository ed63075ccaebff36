/**
 * Every service page's content at once, in the services' order: for tests and stories, which
 * check or show them all. The site loads one page's module at a time (`loadServicePage`).
 */
import type { ServiceSlug } from '../paths';
import { page as accountBasedMarketing } from './accountBasedMarketing';
import { page as cmoTeamTraining } from './cmoTeamTraining';
import { page as creativeProduction } from './creativeProduction';
import { page as executiveGrowthAdvisory } from './executiveGrowthAdvisory';
import { page as goToMarketNewCountry } from './goToMarketNewCountry';
import { page as growthMarketing } from './growthMarketing';
import type { ServicePageContent } from './types';
import { page as userAcquisition } from './userAcquisition';

export const allServicePages: Readonly<Record<ServiceSlug, ServicePageContent>> = {
  'user-acquisition': userAcquisition,
  'growth-marketing': growthMarketing,
  'creative-production': creativeProduction,
  'account-based-marketing': accountBasedMarketing,
  'cmo-team-training': cmoTeamTraining,
  'go-to-market-new-country': goToMarketNewCountry,
  'executive-growth-advisory': executiveGrowthAdvisory,
};
