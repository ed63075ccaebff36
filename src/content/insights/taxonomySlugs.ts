/**
 * The slugs of the Insights taxonomy: six pillars in the spec's order,
 * five sub-filters each, as the URL carries them (`?pillar=…&subfilter=…`). Slugs only: the
 * articles route's search schema checks the URL against them on every page. Their names are in
 * `insights/taxonomy.ts`.
 */
export const insightTaxonomySlugs = [
  [
    'performance-marketing-strategy',
    [
      'channel-mix',
      'creative-testing',
      'budget-allocation',
      'conversion-optimisation',
      'retention-lifecycle',
    ],
  ],
  [
    'ai-marketing-transformation',
    ['ai-agents', 'generative-creative', 'ai-search', 'data-readiness', 'ai-operating-model'],
  ],
  [
    'analytics-data-strategy',
    ['attribution', 'marketing-mix-modelling', 'incrementality', 'first-party-data', 'dashboards'],
  ],
  [
    'growth-scaling',
    [
      'market-entry',
      'account-based-marketing',
      'user-acquisition',
      'pricing-monetisation',
      'product-led-growth',
    ],
  ],
  [
    'future-marketing-leadership',
    ['cmo-agenda', 'team-design', 'board-cfo', 'agency-models', 'skills-training'],
  ],
  [
    'playbooks-executive-tools',
    [
      'templates-checklists',
      'planning-frameworks',
      'benchmarks',
      'vendor-selection',
      '90-day-plans',
    ],
  ],
] as const;

export type InsightPillarSlug = (typeof insightTaxonomySlugs)[number][0];
export type InsightSubfilterSlug = (typeof insightTaxonomySlugs)[number][1][number];

/** The pillar a slug names, or undefined. */
export const pillarSlug = (slug: string): InsightPillarSlug | undefined =>
  insightTaxonomySlugs.find(([pillar]) => pillar === slug)?.[0];

/** The sub-filter a slug names within its pillar, or undefined. */
export const subfilterSlug = (pillar: string, slug: string): InsightSubfilterSlug | undefined =>
  insightTaxonomySlugs
    .find(([candidate]) => candidate === pillar)?.[1]
    .find((subfilter: string) => subfilter === slug);
