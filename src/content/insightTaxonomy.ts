/**
 * The editorial taxonomy of Insights (doc 2 §3, Classification): six pillars in the spec's
 * order, five sub-filters each, by name and by the slug the URL carries
 * (`?pillar=…&subfilter=…`). Light on purpose: the articles route's search schema checks the
 * URL against it on every page. The keywords that place a post in a pillar or sub-filter are in
 * src/content/insightPillars.ts.
 */

export interface InsightSubfilterName {
  slug: string;
  name: string;
}

export interface InsightPillarName {
  slug: string;
  name: string;
  subfilters: readonly InsightSubfilterName[];
}

export const insightTaxonomy = [
  {
    slug: 'performance-marketing-strategy',
    name: 'Performance Marketing Strategy',
    subfilters: [
      { slug: 'channel-mix', name: 'Channel Mix & Paid Media' },
      { slug: 'creative-testing', name: 'Creative Testing' },
      { slug: 'budget-allocation', name: 'Budget Allocation & Forecasting' },
      { slug: 'conversion-optimisation', name: 'Conversion Rate Optimisation' },
      { slug: 'retention-lifecycle', name: 'Retention & Lifecycle' },
    ],
  },
  {
    slug: 'ai-marketing-transformation',
    name: 'AI & Marketing Transformation',
    subfilters: [
      { slug: 'ai-agents', name: 'AI Agents & Automation' },
      { slug: 'generative-creative', name: 'Generative Creative' },
      { slug: 'ai-search', name: 'AI Search & Discovery' },
      { slug: 'data-readiness', name: 'Data Readiness for AI' },
      { slug: 'ai-operating-model', name: 'AI Operating Model' },
    ],
  },
  {
    slug: 'analytics-data-strategy',
    name: 'Analytics & Data Strategy',
    subfilters: [
      { slug: 'attribution', name: 'Attribution' },
      { slug: 'marketing-mix-modelling', name: 'Marketing Mix Modelling' },
      { slug: 'incrementality', name: 'Incrementality Testing' },
      { slug: 'first-party-data', name: 'First-Party Data & Privacy' },
      { slug: 'dashboards', name: 'Dashboards & KPIs' },
    ],
  },
  {
    slug: 'growth-scaling',
    name: 'Growth & Scaling',
    subfilters: [
      { slug: 'market-entry', name: 'Market Entry & Localisation' },
      { slug: 'account-based-marketing', name: 'Account-Based Marketing' },
      { slug: 'user-acquisition', name: 'User Acquisition' },
      { slug: 'pricing-monetisation', name: 'Pricing & Monetisation' },
      { slug: 'product-led-growth', name: 'Product-Led Growth' },
    ],
  },
  {
    slug: 'future-marketing-leadership',
    name: 'Future of Marketing Leadership',
    subfilters: [
      { slug: 'cmo-agenda', name: 'The CMO Agenda' },
      { slug: 'team-design', name: 'Team Design & Hiring' },
      { slug: 'board-cfo', name: 'Board & CFO Alignment' },
      { slug: 'agency-models', name: 'Agency & Partner Models' },
      { slug: 'skills-training', name: 'Skills & Training' },
    ],
  },
  {
    slug: 'playbooks-executive-tools',
    name: 'Playbooks & Executive Tools',
    subfilters: [
      { slug: 'templates-checklists', name: 'Templates & Checklists' },
      { slug: 'planning-frameworks', name: 'Planning Frameworks' },
      { slug: 'benchmarks', name: 'Benchmarks' },
      { slug: 'vendor-selection', name: 'Vendor Selection' },
      { slug: '90-day-plans', name: '90-Day Plans' },
    ],
  },
] as const satisfies readonly InsightPillarName[];

export type InsightPillarSlug = (typeof insightTaxonomy)[number]['slug'];
