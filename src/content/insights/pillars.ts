/**
 * The keywords that place a post in the editorial taxonomy of Insights (the pillars and
 * sub-filters themselves, by name and slug, are in src/content/insights/taxonomy.ts). A post's
 * pillar and sub-filter are derived from its words (src/features/insights/classify.ts), never
 * stored in WordPress, so the filters work on any post an editor publishes.
 *
 * Keywords are whole words or phrases, matched case-insensitively with punctuation ignored
 * ('A/B test' matches 'a/b test' and 'A-B test'). A sub-filter's keywords are specific; the
 * pillar's own keywords are the broad ones that place a post in the pillar without a sub-filter.
 */
import { type InsightPillarSlug, insightTaxonomy } from './taxonomy';

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

interface PillarKeywords {
  /** The pillar's own, broad keywords. */
  pillar: readonly string[];
  /** Each sub-filter's specific keywords, by its slug. */
  subfilters: Readonly<Record<string, readonly string[]>>;
}

const keywords: Record<InsightPillarSlug, PillarKeywords> = {
  'performance-marketing-strategy': {
    pillar: [
      'performance marketing',
      'paid media',
      'media buying',
      'campaign',
      'campaigns',
      'roas',
      'cpa',
      'cac',
    ],
    subfilters: {
      'channel-mix': [
        'channel mix',
        'paid social',
        'paid search',
        'meta ads',
        'google ads',
        'tiktok ads',
        'programmatic',
        'ctv',
      ],
      'creative-testing': [
        'creative testing',
        'creative fatigue',
        'ad creative',
        'hook rate',
        'a/b test',
        'a/b testing',
        'ugc',
      ],
      'budget-allocation': [
        'budget allocation',
        'media budget',
        'forecast',
        'forecasting',
        'spend efficiency',
        'diminishing returns',
      ],
      'conversion-optimisation': [
        'conversion rate',
        'cro',
        'landing page',
        'landing pages',
        'checkout',
        'add-to-cart',
      ],
      'retention-lifecycle': [
        'retention',
        'lifecycle',
        'churn',
        'repeat purchase',
        'ltv',
        'lifetime value',
      ],
    },
  },
  'ai-marketing-transformation': {
    pillar: ['ai', 'artificial intelligence', 'machine learning', 'automation', 'llm'],
    subfilters: {
      'ai-agents': ['ai agent', 'ai agents', 'agentic', 'workflow automation', 'copilot'],
      'generative-creative': [
        'generative ai',
        'genai',
        'ai-generated',
        'image generation',
        'synthetic creative',
      ],
      'ai-search': [
        'ai search',
        'answer engine',
        'generative engine optimisation',
        'generative engine optimization',
        'ai overviews',
        'chatgpt',
      ],
      'data-readiness': ['data readiness', 'training data', 'model governance', 'ai governance'],
      'ai-operating-model': [
        'operating model',
        'change management',
        'ai adoption',
        'ai roadmap',
        'ai transformation',
      ],
    },
  },
  'analytics-data-strategy': {
    pillar: ['analytics', 'data strategy', 'measurement', 'data', 'reporting'],
    subfilters: {
      attribution: [
        'attribution',
        'multi-touch',
        'last-click',
        'last click',
        'conversion api',
        'server-side tracking',
      ],
      'marketing-mix-modelling': [
        'marketing mix modelling',
        'marketing mix modeling',
        'mix model',
        'mmm',
        'media mix',
      ],
      incrementality: [
        'incrementality',
        'incremental',
        'holdout',
        'geo-lift',
        'lift test',
        'uplift',
      ],
      'first-party-data': [
        'first-party data',
        'first party data',
        'consent mode',
        'privacy',
        'cookieless',
        'gdpr',
        'cdp',
      ],
      dashboards: ['dashboard', 'dashboards', 'kpi', 'kpis', 'north star metric', 'scorecard'],
    },
  },
  'growth-scaling': {
    pillar: ['growth', 'scale', 'scaling', 'expansion', 'pipeline'],
    subfilters: {
      'market-entry': [
        'market entry',
        'new market',
        'new country',
        'go-to-market',
        'localisation',
        'localization',
        'international',
      ],
      'account-based-marketing': [
        'account-based marketing',
        'account based marketing',
        'abm',
        'target accounts',
        'buying committee',
      ],
      'user-acquisition': ['user acquisition', 'app installs', 'mobile app', 'cpi', 'onboarding'],
      'pricing-monetisation': [
        'pricing',
        'monetisation',
        'monetization',
        'subscription',
        'average order value',
      ],
      'product-led-growth': [
        'product-led',
        'product led',
        'plg',
        'freemium',
        'free trial',
        'activation',
        'referral',
      ],
    },
  },
  'future-marketing-leadership': {
    pillar: ['leadership', 'cmo', 'cmos', 'marketing leader', 'marketing leaders', 'executive'],
    subfilters: {
      'cmo-agenda': ['cmo agenda', 'cmo priorities', 'marketing strategy', 'brand and performance'],
      'team-design': ['team design', 'hiring', 'org design', 'in-house', 'in-housing', 'talent'],
      'board-cfo': ['cfo', 'board', 'finance team', 'payback period', 'business case'],
      'agency-models': [
        'agency model',
        'agency partner',
        'retainer',
        'partner model',
        'procurement',
      ],
      'skills-training': ['training', 'upskilling', 'skills', 'workshop', 'workshops', 'cohort'],
    },
  },
  'playbooks-executive-tools': {
    pillar: ['playbook', 'playbooks', 'toolkit', 'guide', 'how to', 'step-by-step'],
    subfilters: {
      'templates-checklists': ['template', 'templates', 'checklist', 'checklists', 'worksheet'],
      'planning-frameworks': ['framework', 'frameworks', 'planning', 'annual plan', 'okr', 'okrs'],
      benchmarks: ['benchmark', 'benchmarks', 'industry average', 'percentile'],
      'vendor-selection': [
        'vendor selection',
        'rfp',
        'martech stack',
        'tool selection',
        'shortlist',
      ],
      '90-day-plans': ['90-day plan', '90 day plan', 'first 90 days', '30-60-90', 'quick wins'],
    },
  },
};

/** The taxonomy with its keywords: what the classifier reads. */
export const insightPillars: readonly InsightPillar[] = insightTaxonomy.map((pillar) => ({
  ...pillar,
  keywords: keywords[pillar.slug].pillar,
  subfilters: pillar.subfilters.map((subfilter) => ({
    ...subfilter,
    keywords: keywords[pillar.slug].subfilters[subfilter.slug] ?? [],
  })),
}));
