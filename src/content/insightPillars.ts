/**
 * The editorial taxonomy of Insights (doc 2 §3, Classification): six pillars in the spec's
 * order, five sub-filters each, and the keywords that place a post in them. A post's pillar and
 * sub-filter are derived from its words (src/features/insights/classify.ts), never stored in
 * WordPress, so the filters work on any post an editor publishes.
 *
 * Keywords are whole words or phrases, matched case-insensitively with punctuation ignored
 * ('A/B test' matches 'a/b test' and 'A-B test'). A sub-filter's keywords are specific; the
 * pillar's own keywords are the broad ones that place a post in the pillar without a sub-filter.
 * `slug` is how a pillar or sub-filter appears in the URL (`?pillar=…&subfilter=…`).
 */

export interface InsightSubfilter {
  slug: string;
  name: string;
  keywords: readonly string[];
}

export interface InsightPillar {
  slug: string;
  name: string;
  /** Broad words that place a post in the pillar when no sub-filter's keyword matches. */
  keywords: readonly string[];
  subfilters: readonly InsightSubfilter[];
}

export const insightPillars = [
  {
    slug: 'performance-marketing-strategy',
    name: 'Performance Marketing Strategy',
    keywords: [
      'performance marketing',
      'paid media',
      'media buying',
      'campaign',
      'campaigns',
      'roas',
      'cpa',
      'cac',
    ],
    subfilters: [
      {
        slug: 'channel-mix',
        name: 'Channel Mix & Paid Media',
        keywords: [
          'channel mix',
          'paid social',
          'paid search',
          'meta ads',
          'google ads',
          'tiktok ads',
          'programmatic',
          'ctv',
        ],
      },
      {
        slug: 'creative-testing',
        name: 'Creative Testing',
        keywords: [
          'creative testing',
          'creative fatigue',
          'ad creative',
          'hook rate',
          'a/b test',
          'a/b testing',
          'ugc',
        ],
      },
      {
        slug: 'budget-allocation',
        name: 'Budget Allocation & Forecasting',
        keywords: [
          'budget allocation',
          'media budget',
          'forecast',
          'forecasting',
          'spend efficiency',
          'diminishing returns',
        ],
      },
      {
        slug: 'conversion-optimisation',
        name: 'Conversion Rate Optimisation',
        keywords: [
          'conversion rate',
          'cro',
          'landing page',
          'landing pages',
          'checkout',
          'add-to-cart',
        ],
      },
      {
        slug: 'retention-lifecycle',
        name: 'Retention & Lifecycle',
        keywords: ['retention', 'lifecycle', 'churn', 'repeat purchase', 'ltv', 'lifetime value'],
      },
    ],
  },
  {
    slug: 'ai-marketing-transformation',
    name: 'AI & Marketing Transformation',
    keywords: ['ai', 'artificial intelligence', 'machine learning', 'automation', 'llm'],
    subfilters: [
      {
        slug: 'ai-agents',
        name: 'AI Agents & Automation',
        keywords: ['ai agent', 'ai agents', 'agentic', 'workflow automation', 'copilot'],
      },
      {
        slug: 'generative-creative',
        name: 'Generative Creative',
        keywords: [
          'generative ai',
          'genai',
          'ai-generated',
          'image generation',
          'synthetic creative',
        ],
      },
      {
        slug: 'ai-search',
        name: 'AI Search & Discovery',
        keywords: [
          'ai search',
          'answer engine',
          'generative engine optimisation',
          'generative engine optimization',
          'ai overviews',
          'chatgpt',
        ],
      },
      {
        slug: 'data-readiness',
        name: 'Data Readiness for AI',
        keywords: ['data readiness', 'training data', 'model governance', 'ai governance'],
      },
      {
        slug: 'ai-operating-model',
        name: 'AI Operating Model',
        keywords: [
          'operating model',
          'change management',
          'ai adoption',
          'ai roadmap',
          'ai transformation',
        ],
      },
    ],
  },
  {
    slug: 'analytics-data-strategy',
    name: 'Analytics & Data Strategy',
    keywords: ['analytics', 'data strategy', 'measurement', 'data', 'reporting'],
    subfilters: [
      {
        slug: 'attribution',
        name: 'Attribution',
        keywords: [
          'attribution',
          'multi-touch',
          'last-click',
          'last click',
          'conversion api',
          'server-side tracking',
        ],
      },
      {
        slug: 'marketing-mix-modelling',
        name: 'Marketing Mix Modelling',
        keywords: [
          'marketing mix modelling',
          'marketing mix modeling',
          'mix model',
          'mmm',
          'media mix',
        ],
      },
      {
        slug: 'incrementality',
        name: 'Incrementality Testing',
        keywords: ['incrementality', 'incremental', 'holdout', 'geo-lift', 'lift test', 'uplift'],
      },
      {
        slug: 'first-party-data',
        name: 'First-Party Data & Privacy',
        keywords: [
          'first-party data',
          'first party data',
          'consent mode',
          'privacy',
          'cookieless',
          'gdpr',
          'cdp',
        ],
      },
      {
        slug: 'dashboards',
        name: 'Dashboards & KPIs',
        keywords: ['dashboard', 'dashboards', 'kpi', 'kpis', 'north star metric', 'scorecard'],
      },
    ],
  },
  {
    slug: 'growth-scaling',
    name: 'Growth & Scaling',
    keywords: ['growth', 'scale', 'scaling', 'expansion', 'pipeline'],
    subfilters: [
      {
        slug: 'market-entry',
        name: 'Market Entry & Localisation',
        keywords: [
          'market entry',
          'new market',
          'new country',
          'go-to-market',
          'localisation',
          'localization',
          'international',
        ],
      },
      {
        slug: 'account-based-marketing',
        name: 'Account-Based Marketing',
        keywords: [
          'account-based marketing',
          'account based marketing',
          'abm',
          'target accounts',
          'buying committee',
        ],
      },
      {
        slug: 'user-acquisition',
        name: 'User Acquisition',
        keywords: ['user acquisition', 'app installs', 'mobile app', 'cpi', 'onboarding'],
      },
      {
        slug: 'pricing-monetisation',
        name: 'Pricing & Monetisation',
        keywords: [
          'pricing',
          'monetisation',
          'monetization',
          'subscription',
          'average order value',
        ],
      },
      {
        slug: 'product-led-growth',
        name: 'Product-Led Growth',
        keywords: [
          'product-led',
          'product led',
          'plg',
          'freemium',
          'free trial',
          'activation',
          'referral',
        ],
      },
    ],
  },
  {
    slug: 'future-marketing-leadership',
    name: 'Future of Marketing Leadership',
    keywords: ['leadership', 'cmo', 'cmos', 'marketing leader', 'marketing leaders', 'executive'],
    subfilters: [
      {
        slug: 'cmo-agenda',
        name: 'The CMO Agenda',
        keywords: ['cmo agenda', 'cmo priorities', 'marketing strategy', 'brand and performance'],
      },
      {
        slug: 'team-design',
        name: 'Team Design & Hiring',
        keywords: ['team design', 'hiring', 'org design', 'in-house', 'in-housing', 'talent'],
      },
      {
        slug: 'board-cfo',
        name: 'Board & CFO Alignment',
        keywords: ['cfo', 'board', 'finance team', 'payback period', 'business case'],
      },
      {
        slug: 'agency-models',
        name: 'Agency & Partner Models',
        keywords: ['agency model', 'agency partner', 'retainer', 'partner model', 'procurement'],
      },
      {
        slug: 'skills-training',
        name: 'Skills & Training',
        keywords: ['training', 'upskilling', 'skills', 'workshop', 'workshops', 'cohort'],
      },
    ],
  },
  {
    slug: 'playbooks-executive-tools',
    name: 'Playbooks & Executive Tools',
    keywords: ['playbook', 'playbooks', 'toolkit', 'guide', 'how to', 'step-by-step'],
    subfilters: [
      {
        slug: 'templates-checklists',
        name: 'Templates & Checklists',
        keywords: ['template', 'templates', 'checklist', 'checklists', 'worksheet'],
      },
      {
        slug: 'planning-frameworks',
        name: 'Planning Frameworks',
        keywords: ['framework', 'frameworks', 'planning', 'annual plan', 'okr', 'okrs'],
      },
      {
        slug: 'benchmarks',
        name: 'Benchmarks',
        keywords: ['benchmark', 'benchmarks', 'industry average', 'percentile'],
      },
      {
        slug: 'vendor-selection',
        name: 'Vendor Selection',
        keywords: ['vendor selection', 'rfp', 'martech stack', 'tool selection', 'shortlist'],
      },
      {
        slug: '90-day-plans',
        name: '90-Day Plans',
        keywords: ['90-day plan', '90 day plan', 'first 90 days', '30-60-90', 'quick wins'],
      },
    ],
  },
] as const satisfies readonly InsightPillar[];

export type InsightPillarSlug = (typeof insightPillars)[number]['slug'];
