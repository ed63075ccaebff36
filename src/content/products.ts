/**
 * The Growth OS digital product catalogue (doc 1 §2.7, §2.8, §3): eight products, in the spec's
 * order, with the spec's slugs, categories and status. Headline KPI figures are doc 1 §9's
 * (SignalOS 40% faster opportunity identification, Creative Engine 300% creative performance,
 * Performance Pulse 50% less manual optimisation time, Insight Layer 85% prediction accuracy,
 * LeadSync 200% more qualified leads, VelocityOps 70% faster deployment, AI Boost 250% ROAS,
 * BrandPulse 360 a 5-day brand-lift test, integration under 24 hrs, 3-5x ROI); the remaining
 * copy is ours. Outcomes are examples, not guarantees (doc 1 §1).
 */
import type { Crumb } from '../site/structuredData';
import type { ContentMeta } from './navigation';
import type { ProductCategory } from './productCategories';

/** Every category of the catalogue filter, in the spec's order (doc 1 §3). */
export { type ProductCategory, productCategories } from './productCategories';

/** Release status; all eight products are generally available (doc 1 §3). */
export type ProductStatus = 'GA';

export interface ProductKpi {
  name: string;
  /** e.g. '-40%' or '+60%' or '85%', an expected movement consistent with doc 1 §9 */
  change: string;
}

export interface ProductSetup {
  /** e.g. 'Live in under 24 hours' */
  timeline: string;
  steps: string[];
  governance: string[];
}

export interface DigitalProduct {
  name: string;
  slug: string;
  category: ProductCategory;
  status: ProductStatus;
  /** One sentence; the catalogue search matches name and summary. */
  summary: string;
  /** The agency services or Growth OS layers the product is part of. */
  usedIn: string[];
  /** Two or three sentences (detail page). */
  description: string;
  useCases: string[];
  integrations: string[];
  setup: ProductSetup;
  kpis: ProductKpi[];
}

/** The eight products, in the spec's order. */
export const products: readonly DigitalProduct[] = [
  {
    name: 'SignalOS',
    slug: 'signalos',
    category: 'Audiences',
    status: 'GA',
    summary:
      'Audience intelligence that scores first-party, platform and market signals to surface your next high-value segments before competitors find them.',
    usedIn: ['User Acquisition', 'Growth Marketing', 'Growth OS Intelligence layer'],
    description:
      'SignalOS joins CRM, analytics and ad-platform signals into one consented audience graph and ranks segments by predicted value and available reach. Strategists see where demand is forming, which audiences are saturating and where budget should move next, refreshed daily rather than at the end of the quarter.',
    useCases: [
      'Find high-value lookalike segments from first-party purchase and pipeline data',
      'Spot demand shifts by market and category before they show up in platform reports',
      'Retire saturated audiences and move budget to emerging ones',
      'Build consented audiences once and activate them across every paid channel',
    ],
    integrations: ['GA4', 'Google Ads', 'Meta Ads', 'TikTok Ads', 'Salesforce', 'BigQuery'],
    setup: {
      timeline: 'Live in under 24 hours',
      steps: [
        'Connect GA4, your CRM and ad accounts with read-only access',
        'Map consent signals and agree the audience taxonomy with your team',
        'Review the first ranked opportunity report with a Growth OS strategist',
      ],
      governance: [
        'Only consented first-party data is used to build audiences',
        'Role-based access for strategists, analysts and client viewers',
        'Every audience export is recorded in an audit log',
      ],
    },
    kpis: [
      { name: 'Time to identify new growth opportunities', change: '-40%' },
      { name: 'Share of budget on high-value segments', change: '+25%' },
      { name: 'Return on investment', change: '3-5x' },
    ],
  },
  {
    name: 'Creative Engine',
    slug: 'creative-engine',
    category: 'Creative',
    status: 'GA',
    summary:
      'Modular creative production and testing that builds platform-native ad variants and scores every hook, format and message.',
    usedIn: ['Creative Production', 'User Acquisition', 'Growth OS Execution layer'],
    description:
      'Creative Engine breaks each concept into testable parts (hook, message, visual and call to action) and produces platform-native variants at volume. Performance is read back element by element, so the next brief is written from evidence rather than taste.',
    useCases: [
      'Launch a full variant set of one concept across Meta, TikTok and YouTube in a single cycle',
      'Localise winning concepts for new markets without a new shoot',
      'Detect creative fatigue and schedule refreshes before performance drops',
      'Keep a shared library of proven hooks, formats and messages',
    ],
    integrations: ['Meta Ads', 'TikTok Ads', 'Google Ads', 'Figma', 'Google Drive', 'Slack'],
    setup: {
      timeline: 'Connected in under 24 hours',
      steps: [
        'Connect ad accounts and your brand asset library',
        'Agree brand guardrails, approval owners and the testing matrix',
        'Launch the first variant set and review element-level results',
      ],
      governance: [
        'Brand and legal approval before any variant goes live',
        'Usage rights and talent licences tracked per asset',
        'Versions and approvals kept in an audit log',
      ],
    },
    kpis: [
      { name: 'Creative performance', change: '+300%' },
      { name: 'Time from brief to live variants', change: '-50%' },
      { name: 'Cost per acquisition', change: '-20%' },
    ],
  },
  {
    name: 'Performance Pulse',
    slug: 'performance-pulse',
    category: 'Measurement',
    status: 'GA',
    summary:
      'Always-on campaign monitoring that flags pacing, cost and conversion anomalies across channels and recommends the fix.',
    usedIn: ['User Acquisition', 'Growth Marketing', 'Growth OS Execution layer'],
    description:
      'Performance Pulse checks every campaign against its targets hour by hour and alerts the owning team when pacing, cost or conversion rates drift. Each alert arrives with a likely cause and a recommended action, so optimisation time goes into decisions rather than spreadsheets.',
    useCases: [
      'Catch overspend and under-delivery on the day it starts',
      'Replace weekly manual reports with one cross-channel view',
      'Prioritise optimisations by their expected revenue impact',
      'Send budget pacing alerts to the owning team in Slack',
    ],
    integrations: ['Google Ads', 'Meta Ads', 'LinkedIn Ads', 'GA4', 'Looker Studio', 'Slack'],
    setup: {
      timeline: 'Live in under 24 hours',
      steps: [
        'Connect ad platforms and GA4 with read-only access',
        'Set targets, pacing thresholds and alert owners per market',
        'Tune alert sensitivity with your team over the first two weeks',
      ],
      governance: [
        'Read-only platform access unless a change is approved',
        'Alerts routed by role and market',
        'Every recommendation and decision logged for review',
      ],
    },
    kpis: [
      { name: 'Manual optimisation time', change: '-50%' },
      { name: 'Time to detect a performance issue', change: '-75%' },
      { name: 'Spend lost to pacing errors', change: '-30%' },
    ],
  },
  {
    name: 'Insight Layer',
    slug: 'insight-layer',
    category: 'Data',
    status: 'GA',
    summary:
      'A governed marketing data model in your own warehouse that forecasts demand, revenue and customer value by channel and market.',
    usedIn: ['Growth Marketing', 'Executive Growth Advisory', 'Growth OS Intelligence layer'],
    description:
      'Insight Layer brings ad spend, web analytics, CRM and commerce data into one governed model inside your warehouse. Forecasts of demand, revenue and customer lifetime value refresh daily and appear in the dashboards your leadership team already uses.',
    useCases: [
      'Forecast revenue by channel and market for budget planning',
      'Predict customer lifetime value from early behaviour',
      'Give finance and marketing one agreed set of numbers',
      'Feed predicted value back into bidding and audience selection',
    ],
    integrations: ['BigQuery', 'Snowflake', 'GA4', 'Salesforce', 'Shopify', 'Looker Studio'],
    setup: {
      timeline: 'Connected in under 24 hours',
      steps: [
        'Connect your data sources to a BigQuery or Snowflake project you own',
        'Agree metric definitions and one source of truth with finance',
        'Validate forecasts against the last two quarters before go-live',
      ],
      governance: [
        'Data stays in your warehouse, in the region you choose',
        'Personal data is pseudonymised before modelling',
        'Column-level access roles and a query audit log',
      ],
    },
    kpis: [
      { name: 'Prediction accuracy', change: '85%' },
      { name: 'Time spent reconciling reports', change: '-45%' },
      { name: 'Budget planning cycle time', change: '-30%' },
    ],
  },
  {
    name: 'LeadSync',
    slug: 'leadsync',
    category: 'Automation',
    status: 'GA',
    summary:
      'Lead routing and nurture automation that deduplicates, enriches and scores every B2B lead and hands it to the right owner within minutes.',
    usedIn: ['Account-Based Marketing', 'Growth Marketing', 'Growth OS Execution layer'],
    description:
      'LeadSync connects web forms, ad lead forms and your CRM so every lead is deduplicated, enriched and scored before it reaches sales. Qualified leads go to the right owner with full context; the rest enter nurture sequences until they are ready to talk.',
    useCases: [
      'Route LinkedIn and Meta lead-form leads to the right account owner',
      'Score leads on fit and intent with rules agreed with sales',
      'Start nurture sequences for leads that are not yet sales-ready',
      'Report pipeline and revenue back to the campaign that created it',
    ],
    integrations: ['Salesforce', 'HubSpot', 'LinkedIn Ads', 'Meta Ads', 'Google Ads', 'Slack'],
    setup: {
      timeline: 'Live in under 24 hours',
      steps: [
        'Connect your lead sources and your CRM',
        'Agree qualification rules and routing with sales',
        'Test routing on live leads, then switch on nurture',
      ],
      governance: [
        'Consent and lawful basis recorded with every lead',
        'Field-level access for sales, marketing and partners',
        'Routing and scoring changes recorded in an audit log',
      ],
    },
    kpis: [
      { name: 'Qualified leads', change: '+200%' },
      { name: 'Lead response time', change: '-80%' },
      { name: 'Cost per qualified lead', change: '-35%' },
    ],
  },
  {
    name: 'VelocityOps',
    slug: 'velocityops',
    category: 'Governance',
    status: 'GA',
    summary:
      'Campaign operations and governance that take launches from brief to live with shared templates, approval chains and automated QA.',
    usedIn: ['User Acquisition', 'Go-to-Market New Country', 'Growth OS Enablement layer'],
    description:
      'VelocityOps standardises how campaigns are built: naming, tracking, budgets and approvals follow one template across markets and channels. Automated checks catch broken links, missing tags and budget errors before launch, so teams ship faster without losing control.',
    useCases: [
      'Launch multi-market campaigns from one approved template',
      'Enforce naming and UTM conventions for clean reporting',
      'Route budget and brand approvals to the right owner',
      'Run pre-launch QA on tracking, links and targeting',
    ],
    integrations: ['Google Ads', 'Meta Ads', 'TikTok Ads', 'LinkedIn Ads', 'Jira', 'Slack'],
    setup: {
      timeline: 'Live in under 24 hours',
      steps: [
        'Connect your ad accounts and project management tool',
        'Set templates, naming rules and approval chains with your team',
        'Take the first launch through QA with a Growth OS specialist',
      ],
      governance: [
        'Approval chains by budget threshold and market',
        'Role-based permissions for HQ, local markets and partner agencies',
        'A full audit log of every change, approval and launch',
      ],
    },
    kpis: [
      { name: 'Time from brief to live campaign', change: '-70%' },
      { name: 'Campaign launch errors', change: '-60%' },
      { name: 'Naming and tracking compliance', change: '98%' },
    ],
  },
  {
    name: 'AI Boost Layer',
    slug: 'ai-boost-layer',
    category: 'AI & Automation',
    status: 'GA',
    summary:
      'Machine-learning bid and budget optimisation that sends value-based signals back to ad platforms so they bid for profit, not clicks.',
    usedIn: ['User Acquisition', 'Growth Marketing', 'Growth OS Intelligence layer'],
    description:
      'AI Boost Layer sends predicted customer value, margin and offline conversions back to Google, Meta and TikTok so their algorithms optimise for profit rather than volume. Budget models shift spend between campaigns and markets every day, within limits your team sets.',
    useCases: [
      'Value-based bidding on predicted margin or lifetime value',
      'Upload offline and CRM conversions to ad platforms server-side',
      'Reallocate budget daily across campaigns and markets',
      'Test new bidding strategies against a holdout group',
    ],
    integrations: ['Google Ads', 'Meta Ads', 'TikTok Ads', 'GA4', 'BigQuery', 'Shopify'],
    setup: {
      timeline: 'Live in under 24 hours',
      steps: [
        'Connect ad accounts, GA4 and your conversion data',
        'Set spend limits, target ROAS and guardrails per market',
        'Run against a holdout for the first cycle, then scale',
      ],
      governance: [
        'Hard budget caps and guardrails the models cannot exceed',
        'Server-side conversions sent only with recorded consent',
        'Model decisions explained and logged for review',
      ],
    },
    kpis: [
      { name: 'Return on ad spend', change: '+250%' },
      { name: 'Spend on low-value conversions', change: '-30%' },
      { name: 'Return on investment', change: '3-5x' },
    ],
  },
  {
    name: 'BrandPulse 360',
    slug: 'brandpulse-360',
    category: 'Measurement',
    status: 'GA',
    summary:
      'A 5-day brand-lift test that measures awareness, consideration and ad recall against a matched control group.',
    usedIn: ['Growth Marketing', 'Go-to-Market New Country', 'Growth OS Intelligence layer'],
    description:
      'BrandPulse 360 runs survey-based brand-lift studies with exposed and control groups across your media and reads the results in five days. Marketing leaders see which channels and creatives move awareness and consideration, not just clicks, and can defend brand budgets with evidence.',
    useCases: [
      'Prove the brand impact of an upper-funnel campaign in a new market',
      'Compare awareness lift by channel, creative and audience',
      'Set brand baselines before a launch or repositioning',
      'Combine brand lift with performance data for a full-funnel view',
    ],
    integrations: ['Meta Ads', 'Google Ads', 'TikTok Ads', 'LinkedIn Ads', 'Looker Studio'],
    setup: {
      timeline: 'Live in under 24 hours, results in 5 days',
      steps: [
        'Agree the questions, markets and control-group design',
        'Connect media accounts and launch exposed and control surveys',
        'Review lift by channel and creative on day five',
      ],
      governance: [
        'Anonymous survey responses, with no personal data stored',
        'Sample sizes and statistical significance reported with every result',
        'Survey data held in the EU or US region of your choice',
      ],
    },
    kpis: [
      { name: 'Time to a brand-lift result', change: '5 days' },
      { name: 'Aided awareness among exposed audiences', change: '+12%' },
      { name: 'Consideration among exposed audiences', change: '+8%' },
    ],
  },
];

/** The path of the catalogue page. */
export const cataloguePath = '/growth-os/digital-products';

/** The path of a product's detail page: /growth-os/digital-products/{slug}. */
export function productPath(slug: string): string {
  return `${cataloguePath}/${slug}`;
}

/** The product with this slug, or undefined (the detail route then redirects to the list). */
export function findProduct(slug: string): DigitalProduct | undefined {
  return products.find((product) => product.slug === slug);
}

/** Text of the catalogue page (/growth-os/digital-products). */
export const catalogueMeta: ContentMeta & { eyebrow: string; heading: string; intro: string } = {
  title: 'Digital Products | Growth OS',
  description:
    'Eight Growth OS digital products for audiences, creative, measurement, data, automation and governance. Each connects to your stack in under 24 hours.',
  eyebrow: 'Growth OS',
  heading: 'Digital Products',
  intro:
    'Eight productised building blocks of Growth OS. Each connects to your existing stack in under 24 hours, runs under your governance rules and is operated with our specialists, alone or as part of a full growth system.',
};

/** Home > Growth OS > Digital Products: the catalogue's trail (visible and JSON-LD). */
export const catalogueTrail: ReadonlyArray<Crumb> = [
  { name: 'Home', path: '/' },
  { name: 'Growth OS', path: '/growth-os' },
  { name: 'Digital Products', path: cataloguePath },
];

/** Home > Growth OS > Digital Products > {name}: a product page's trail (visible and JSON-LD). */
export function productTrail(product: Pick<DigitalProduct, 'name' | 'slug'>): Crumb[] {
  return [...catalogueTrail, { name: product.name, path: productPath(product.slug) }];
}

/**
 * The catalogue list's words: its search box, category chips and, when nothing matches, the
 * message and the way back to every product.
 */
export const catalogueCopy = {
  /** The list section's name, for screen readers. */
  heading: 'Browse products',
  /** The filter form's button, without JavaScript. */
  submitLabel: 'Show products',
  searchLabel: 'Search products',
  searchPlaceholder: 'Search products...',
  categoryLabel: 'Filter products by category',
  /** The name of the grid of cards. */
  listLabel: 'Products',
  /** The chosen category's name when the slug is unknown. */
  allLabel: 'All',
  emptyHeading: 'No products match your search',
  /** The first sentence of the empty message: what found nothing. */
  noMatchInCategory: (category: string, query: string) =>
    `Nothing in ${category} matches “${query}”.`,
  noMatch: (query: string) => `Nothing matches “${query}”.`,
  emptyCategory: (category: string) => `There are no products in ${category} yet.`,
  /** The second sentence. */
  emptyHint: 'Try another word or category, or see every product.',
  clearLabel: 'Clear search and filters',
} as const;

/** The closing call to action of the catalogue; its first button goes to the contact page. */
export const catalogueClosing = {
  heading: 'Not sure which product fits?',
  body: 'Tell us the metric that matters most this quarter. We map it to the two or three products that move it, and most go live in under 24 hours.',
  contactLabel: 'Book a Strategy Session',
  modules: { label: 'Explore the nine modules', href: '/modules' },
} as const;

/** Headings and fixed text of a product detail page (doc 1 §2.8), shared by all eight. */
export const productDetailCopy = {
  /** The hero's eyebrow, above the product's name. */
  heroEyebrow: 'Growth OS digital product',
  overviewHeading: 'Overview',
  useCasesHeading: 'Use cases',
  integrationsHeading: 'Integrations',
  setupHeading: 'Setup and governance',
  stepsHeading: 'How setup works',
  governanceHeading: 'Governance',
  kpisHeading: 'Impacted KPIs',
  kpisNote:
    'Expected movements from comparable deployments. Results depend on context and are not guaranteed.',
  usedInHeading: 'Used in',
  ctaLabel: 'Talk to a Growth OS specialist',
  ctaBody:
    'Tell us your goals and current stack. A Growth OS specialist will reply within 24 hours with how this product would fit.',
} as const;

/** The closing call-to-action heading of a product page. */
export function productCtaHeading(product: Pick<DigitalProduct, 'name'>): string {
  return `See ${product.name} working on your own data`;
}
