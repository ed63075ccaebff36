/**
 * The eight case studies, in display order, as the list's cards show them: brand,
 * title, industry, objective, summary, metrics and tags. What a case's own page adds (the client,
 * the claim, challenge, approach, stack, KPIs and method) is in `proof/caseDetails.ts`, which only that
 * page loads.
 */
import type { CaseSummary } from './casePages';

/** The eight cases: the five the spec details, in its order, then the three others. */
export const caseList: readonly CaseSummary[] = [
  {
    slug: 'northfield-industrial-sql-growth',
    brand: 'Northfield Industrial',
    title: 'A forecastable pipeline for a manufacturer',
    industry: 'CPG & Industrial',
    region: 'EMEA',
    objective: 'Pipeline Growth',
    summary:
      'Replaced trade-show dependence with an always-on demand programme across LinkedIn, search and target accounts, judged on sales-qualified leads rather than form fills.',
    metrics: [
      { label: 'SQL growth', value: '+400%' },
      { label: 'Cost per SQL', value: '-52%' },
      { label: 'Pipeline from digital', value: '€11.6M' },
    ],
    tags: ['B2B Demand Generation', 'Account-Based Marketing', 'LinkedIn Ads', 'Salesforce'],
  },
  {
    slug: 'calderbrook-benefits-acquisition-cost',
    brand: 'Calderbrook Benefits',
    title: 'Winning employers at a fifth of the cost',
    industry: 'Financial Services',
    region: 'UK',
    objective: 'Customer Acquisition',
    summary:
      'Rebuilt paid search around employer intent and cut a 23-question quote journey to three steps, so the business stopped paying brokers and search engines for the wrong audience.',
    metrics: [
      { label: 'Customer acquisition cost', value: '-82%' },
      { label: 'Conversion rate', value: '+112%' },
      { label: 'Qualified employer enquiries', value: '+64%' },
    ],
    tags: ['Lead Generation', 'Conversion Rate Optimisation', 'Paid Search', 'HubSpot'],
  },
  {
    slug: 'quillstone-software-new-customer-cac',
    brand: 'Quillstone Software',
    title: 'New customers at a quarter of the cost',
    industry: 'B2B Software',
    region: 'US',
    objective: 'Efficient Growth',
    summary:
      'Separated new-customer acquisition from spend on existing users and gave finance an attribution model it could audit, then moved budget monthly to the best pipeline per dollar.',
    metrics: [
      { label: 'New-customer CAC', value: '-76%' },
      { label: 'Return on investment', value: '3.1x' },
      { label: 'Pipeline from paid media', value: '+88%' },
    ],
    tags: ['B2B SaaS', 'Paid Search', 'LinkedIn Ads', 'Attribution'],
  },
  {
    slug: 'selvi-bank-ai-paid-search',
    brand: 'Selvi Bank',
    title: 'AI-led paid search for qualified leads',
    industry: 'Financial Services',
    region: 'Turkey',
    objective: 'Qualified Lead Generation',
    summary:
      'Rebuilt paid search for loans and credit cards around first-party signals and AI-assisted bidding, optimising to applicants likely to be approved rather than to clicks.',
    metrics: [
      { label: 'Qualified leads', value: '+127%' },
      { label: 'Cost per lead', value: '-41%' },
      { label: 'Applications passing pre-approval', value: '+23 pts' },
    ],
    tags: ['Paid Search', 'AI Bidding', 'First-Party Data', 'Global Search Awards Finalist'],
  },
  {
    slug: 'solenne-skin-lab-prospecting-roas',
    brand: 'Solenne Skin Lab',
    title: 'Prospecting that pays for itself',
    industry: 'Beauty & Skincare',
    region: 'Global',
    objective: 'Profitable Acquisition',
    summary:
      'Turned loss-making prospecting into the most profitable channel with modular creative for Meta and TikTok, new-customer audiences and product pages written for first-time visitors.',
    metrics: [
      { label: 'ROAS', value: '+800%' },
      { label: 'Add-to-cart rate', value: '+44%' },
      { label: 'New-customer revenue', value: '2.7x' },
    ],
    tags: ['Direct to Consumer', 'Paid Social', 'Creative Testing', 'Conversion Rate Optimisation'],
  },
  {
    slug: 'hartley-vane-full-price-growth',
    brand: 'Hartley & Vane',
    title: 'Online growth without more discounting',
    industry: 'E-commerce',
    region: 'UK',
    objective: 'Online Revenue Growth',
    summary:
      'Connected live stock and margin to every campaign, split brand demand out of Performance Max and rebuilt lifecycle flows, growing online revenue while running fewer promotions.',
    metrics: [
      { label: 'Online revenue', value: '+58%' },
      { label: 'Blended ROAS', value: '+37%' },
      { label: 'Full-price share of sales', value: '+9 pts' },
    ],
    tags: ['Fashion Retail', 'Performance Max', 'Feed Optimisation', 'Lifecycle Marketing'],
  },
  {
    slug: 'lanternfield-trial-to-paid',
    brand: 'Lanternfield',
    title: 'Turning free trials into paying teams',
    industry: 'B2B Software',
    objective: 'Product-Led Growth',
    summary:
      'Made an activated trial, not a sign-up, the conversion every channel optimised to, then scored trials for sales and nudged the rest through activation.',
    metrics: [
      { label: 'Trial-to-paid conversion', value: '+68%' },
      { label: 'Pipeline from paid media', value: '2.6x' },
      { label: 'CAC payback', value: '-5 months' },
    ],
    tags: ['Product-Led Growth', 'SaaS', 'Lead Scoring', 'Lifecycle Marketing'],
  },
  {
    slug: 'pixelmoor-games-paying-players',
    brand: 'Pixelmoor Games',
    title: 'Buying future payers, not cheap installs',
    industry: 'Gaming & Apps',
    region: 'Global',
    objective: 'User Acquisition',
    summary:
      'Rebuilt app campaigns around predicted day-30 revenue instead of cost per install, restoring confident spend on iOS, where the best payers were.',
    metrics: [
      { label: 'Cost per paying user', value: '-47%' },
      { label: 'Day-30 ROAS', value: '+71%' },
      { label: 'Paying users acquired', value: '2.3x' },
    ],
    tags: ['Mobile Gaming', 'App Campaigns', 'SKAdNetwork', 'Predictive Bidding'],
  },
];
