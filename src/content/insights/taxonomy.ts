/**
 * The editorial taxonomy of Insights: six pillars in the spec's
 * order, five sub-filters each, by name and by the slug the URL carries
 * (`?pillar=…&subfilter=…`). The slugs are in `insights/taxonomySlugs.ts`, which the articles
 * route's search schema uses on every page; the names are here, with the pages that show them.
 * The keywords that place a post in a pillar or sub-filter are in src/content/insights/pillars.ts.
 */
import {
  type InsightPillarSlug,
  type InsightSubfilterSlug,
  insightTaxonomySlugs,
} from './taxonomySlugs';

export type { InsightPillarSlug, InsightSubfilterSlug };

export interface InsightSubfilterName {
  slug: InsightSubfilterSlug;
  name: string;
}

export interface InsightPillarName {
  slug: InsightPillarSlug;
  name: string;
  subfilters: readonly InsightSubfilterName[];
}

/** Every pillar's and sub-filter's name, by slug. */
const names: Record<InsightPillarSlug | InsightSubfilterSlug, string> = {
  'performance-marketing-strategy': 'Performance Marketing Strategy',
  'channel-mix': 'Channel Mix & Paid Media',
  'creative-testing': 'Creative Testing',
  'budget-allocation': 'Budget Allocation & Forecasting',
  'conversion-optimisation': 'Conversion Rate Optimisation',
  'retention-lifecycle': 'Retention & Lifecycle',
  'ai-marketing-transformation': 'AI & Marketing Transformation',
  'ai-agents': 'AI Agents & Automation',
  'generative-creative': 'Generative Creative',
  'ai-search': 'AI Search & Discovery',
  'data-readiness': 'Data Readiness for AI',
  'ai-operating-model': 'AI Operating Model',
  'analytics-data-strategy': 'Analytics & Data Strategy',
  attribution: 'Attribution',
  'marketing-mix-modelling': 'Marketing Mix Modelling',
  incrementality: 'Incrementality Testing',
  'first-party-data': 'First-Party Data & Privacy',
  dashboards: 'Dashboards & KPIs',
  'growth-scaling': 'Growth & Scaling',
  'market-entry': 'Market Entry & Localisation',
  'account-based-marketing': 'Account-Based Marketing',
  'user-acquisition': 'User Acquisition',
  'pricing-monetisation': 'Pricing & Monetisation',
  'product-led-growth': 'Product-Led Growth',
  'future-marketing-leadership': 'Future of Marketing Leadership',
  'cmo-agenda': 'The CMO Agenda',
  'team-design': 'Team Design & Hiring',
  'board-cfo': 'Board & CFO Alignment',
  'agency-models': 'Agency & Partner Models',
  'skills-training': 'Skills & Training',
  'playbooks-executive-tools': 'Playbooks & Executive Tools',
  'templates-checklists': 'Templates & Checklists',
  'planning-frameworks': 'Planning Frameworks',
  benchmarks: 'Benchmarks',
  'vendor-selection': 'Vendor Selection',
  '90-day-plans': '90-Day Plans',
};

export const insightTaxonomy: readonly InsightPillarName[] = insightTaxonomySlugs.map(
  ([slug, subfilters]) => ({
    slug,
    name: names[slug],
    subfilters: subfilters.map((subfilter) => ({ slug: subfilter, name: names[subfilter] })),
  }),
);
