/**
 * What each product's own page adds to its card: the description, use cases,
 * integrations, setup and governance, and the KPIs. Apart from products.ts, so that the catalogue
 * ships its cards only; a product page's loader imports this when it runs.
 */

import { withDetails } from '../site/withDetails';
import { type DigitalProduct, type ProductDetails, products } from './products';

const details: Readonly<Record<string, ProductDetails>> = {
  signalos: {
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
  'creative-engine': {
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
  'performance-pulse': {
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
  'insight-layer': {
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
  leadsync: {
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
  velocityops: {
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
  'ai-boost-layer': {
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
  'brandpulse-360': {
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
};

/** The eight products with their pages' content, in the spec's order. */
export const digitalProducts: readonly DigitalProduct[] = withDetails('product', products, details);

/** The product with this slug, or undefined (the detail route then redirects to the list). */
export function findProduct(slug: string): DigitalProduct | undefined {
  return digitalProducts.find((product) => product.slug === slug);
}
