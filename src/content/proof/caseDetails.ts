/**
 * The eight case studies, in display order: the list's cards (`caseList.ts`)
 * with each one's details, by slug. Their shape and the pages' words are in `proof/casePages.ts`, with what
 * the figures rest on.
 */

import { withDetails } from '../site/withDetails';
import { caseList } from './caseList';
import type { CaseDetail, CaseStudy } from './casePages';

const details: Readonly<Record<string, CaseDetail>> = {
  'northfield-industrial-sql-growth': {
    client:
      'A European manufacturer of industrial adhesives and packaging materials, selling to CPG brands through distributors and a direct sales team.',
    primaryClaim: '+400% growth in sales-qualified leads within nine months',
    secondaryKpis: [
      '-52% cost per sales-qualified lead',
      '€11.6M of new pipeline first sourced by digital channels',
      'Lead-to-SQL conversion up from 4% to 19%',
    ],
    challenge:
      'Northfield sold through distributors and three trade shows a year, and its sales team judged marketing by lead volume. Most web enquiries came from students, competitors and existing customers, so fewer than one in twenty reached a sales conversation. With a new production line to fill, the board wanted a pipeline it could forecast.',
    approach:
      'We agreed one definition of a sales-qualified lead with sales leadership and wired it into Salesforce, so every channel was judged on SQLs. SignalOS scored 1,800 target accounts by fit and intent, and budget moved from two trade shows into LinkedIn and search aimed at the accounts and topics that produced SQLs. LeadSync routed each lead to the right distributor or account manager within the hour, and a monthly pipeline review with sales replaced the lead-volume report.',
    stackModules: ['SignalOS', 'LeadSync', 'Attribution Core', 'Performance Pulse'],
    kpis: [
      { metric: 'Sales-qualified leads per month', value: '+400%' },
      { metric: 'Cost per sales-qualified lead', value: '-52%' },
      { metric: 'Pipeline first sourced by digital channels', value: '€11.6M' },
      { metric: 'Lead-to-SQL conversion', value: '4% → 19%' },
    ],
    methodology: {
      notes: [
        'SQL growth compares the monthly average of the nine months after launch with the six months before, with the SQL definition agreed with sales applied to both periods in Salesforce.',
        'Pipeline counts opportunities created from SQLs whose first recorded touch was a digital channel; deals sourced by distributors are excluded.',
        'Part of the growth came from moving trade-show budget into digital. The effect of market recovery on demand is to be confirmed against distributor sell-out data for the same period.',
      ],
      dataSources: [
        'Salesforce Sales Cloud',
        'LinkedIn Campaign Manager',
        'Google Ads',
        'GA4',
        'Distributor sell-out reports',
      ],
    },
  },
  'calderbrook-benefits-acquisition-cost': {
    client:
      'A UK provider of employee benefits and workplace pension platforms for small and mid-sized employers.',
    primaryClaim: '-82% customer acquisition cost, with conversion up 112%',
    secondaryKpis: [
      '+112% visit-to-enquiry conversion, from 1.7% to 3.6%',
      '+64% qualified employer enquiries',
      '68% of new employers acquired direct, up from 31%',
    ],
    challenge:
      'Calderbrook relied on brokers and comparison listings, and its paid search bought generic terms like "employee benefits" that mostly reached employees rather than employers. The quote journey asked 23 questions before showing a price, and only 1.7% of visits became a qualified enquiry. Each new employer cost more to win than it returned in its first two years.',
    approach:
      'We rebuilt the funnel for the real buyer: HR and finance decision-makers at firms of 20 to 500 staff. Funnel Architect turned the quote journey into a three-step indicative price, with the detailed questions moved after the first call. Search was rebuilt around employer-intent terms with employee queries excluded, and HubSpot lead scores were sent back to Google and Microsoft Ads so bidding optimised to qualified employers, not form fills.',
    stackModules: ['Funnel Architect', 'Attribution Core', 'LeadSync', 'Performance Pulse'],
    kpis: [
      { metric: 'Customer acquisition cost (CAC)', value: '-82%' },
      { metric: 'Visit-to-qualified-enquiry conversion', value: '+112%' },
      { metric: 'Qualified employer enquiries', value: '+64%' },
      { metric: 'New employers acquired direct', value: '31% → 68%' },
    ],
    methodology: {
      notes: [
        'CAC is fully loaded: media, agency fees and broker commissions, divided by new employer contracts signed, comparing the two quarters before launch with the two quarters after.',
        'Conversion is visits from UK employers to qualified enquiries in GA4; employee and existing-client traffic is excluded in both periods.',
        'Lower broker commissions account for a large share of the CAC reduction, as more employers came direct.',
        'Both periods include part of the spring benefits renewal season; a year-on-year comparison of the same quarters is to be confirmed once twelve months of data are available.',
      ],
      dataSources: [
        'GA4',
        'HubSpot',
        'Google Ads',
        'Microsoft Advertising',
        "Calderbrook's contract system",
      ],
    },
  },
  'quillstone-software-new-customer-cac': {
    client:
      'A US vendor of scheduling and dispatch software for mid-market field-service businesses such as maintenance and installation firms.',
    primaryClaim: '-76% new-customer CAC, at a 3.1x return on marketing investment',
    secondaryKpis: [
      '3.1x first-year contract value on acquisition marketing cost',
      '+88% pipeline sourced by paid media',
      'Share of paid spend reaching existing customers down from 41% to 6%',
    ],
    challenge:
      "Quillstone's blended numbers hid a problem: 41% of paid spend was retargeting existing customers and open trials. New-customer CAC stood above $9,000 against an average first-year contract of $7,200, and the finance team no longer trusted marketing's attribution, so budget requests were stalling.",
    approach:
      'We split new-customer acquisition from everything else: a daily Salesforce sync excluded customers and open opportunities from prospecting, and reporting showed new-logo CAC on its own. Search moved to problem-led terms such as technician scheduling and dispatch software, with a comparison page for each main competitor, and LinkedIn targeted operations leaders at firms with 50 or more field staff. Attribution Core gave finance a model it could audit, and budget moved monthly to the campaigns with the best pipeline per dollar.',
    stackModules: ['Attribution Core', 'SignalOS', 'Performance Pulse', 'Insight Layer'],
    kpis: [
      { metric: 'New-customer CAC', value: '-76%' },
      { metric: 'Return on marketing investment (ROI)', value: '3.1x' },
      { metric: 'Pipeline sourced by paid media', value: '+88%' },
      { metric: 'Paid spend reaching existing customers', value: '41% → 6%' },
    ],
    methodology: {
      notes: [
        'New-customer CAC is acquisition marketing cost (media, tools and agency fees) divided by new customers closed, over two matched six-month periods.',
        'ROI is the first-year contract value of new customers sourced by paid media divided by the same marketing cost; renewals and expansion are not counted.',
        'Two account executives joined during the second period. Their share of the CAC reduction is to be confirmed in a cohort analysis at month twelve.',
      ],
      dataSources: [
        'Salesforce Sales Cloud',
        'HubSpot',
        'Google Ads',
        'LinkedIn Campaign Manager',
        'GA4',
        'BigQuery',
      ],
    },
  },
  'selvi-bank-ai-paid-search': {
    client:
      'A Turkish retail bank with a national branch network and a fast-growing mobile banking app.',
    primaryClaim: '+127% qualified leads at a 41% lower cost per lead',
    secondaryKpis: [
      '-41% cost per qualified lead',
      '61% of applications passing pre-approval, up from 38%',
      'Finalist, Global Search Awards 2025',
    ],
    challenge:
      'The bank bid on high-volume loan and credit-card terms in one of the most expensive search categories in Turkey, optimising to application starts. Most of those applications were declined or abandoned at identity checks, so the cost per lead looked healthy while the cost per approved customer kept rising. Banking regulation limited which customer data could be shared with ad platforms.',
    approach:
      "We rebuilt paid search around first-party signals: each application was scored for approval likelihood inside the bank's own systems, and only that score, never personal data, went back to Google Ads through a consented server-side feed. AI-assisted bidding then optimised to qualified leads, while query clusters, ads and landing pages were matched to product and credit profile. The bank's compliance team approved the data flow before launch, and Performance Pulse watched cost and approval rates daily.",
    stackModules: ['SignalOS', 'AI Boost', 'Performance Pulse', 'Attribution Core'],
    kpis: [
      { metric: 'Qualified leads', value: '+127%' },
      { metric: 'Cost per qualified lead (CPL)', value: '-41%' },
      { metric: 'Applications passing pre-approval', value: '38% → 61%' },
      { metric: 'Impression share on priority terms', value: '+22 pts' },
    ],
    methodology: {
      notes: [
        "A qualified lead is an application that passes the bank's pre-approval checks; the definition and the scoring model were agreed with the bank's credit risk team before launch.",
        'Figures compare the five months after launch with the same five months a year earlier, on the same products and under the same budget cap.',
        "No personal data left the bank: Google Ads received an approval-likelihood score per click through server-side Google Tag Manager, under the bank's consent records.",
        'The incremental share of qualified leads, over demand the bank would have won through brand and organic search, is to be confirmed by a geo holdout in two regions planned for Q1.',
      ],
      dataSources: [
        'Google Ads',
        'Search Ads 360',
        'GA4',
        'Server-side Google Tag Manager',
        "The bank's loan origination system",
      ],
    },
  },
  'solenne-skin-lab-prospecting-roas': {
    client:
      'A direct-to-consumer skincare brand built around barrier-repair serums, shipping to 30 countries.',
    primaryClaim: '+800% ROAS on new-customer prospecting',
    secondaryKpis: [
      '+44% add-to-cart rate among first-time visitors',
      '2.7x revenue from new customers',
      '+61% blended marketing efficiency (all revenue over all paid media)',
    ],
    challenge:
      "Solenne's paid social was mostly retargeting, plus broad prospecting built on one hero video that returned 0.4 in platform-reported revenue for every unit of spend. The team kept cutting prospecting, and growth stalled at the existing customer base. Product pages were written for people who already knew the brand, and first-time visitors left without adding to cart.",
    approach:
      'Creative Engine broke the brand story into testable hooks (skin concerns, ingredients, dermatologist proof, texture) and produced around 140 platform-native variants a month for Meta and TikTok, with winners localised for the five largest markets. Prospecting audiences were rebuilt from first-party purchase data, with existing customers excluded. Product pages gained a routine finder, ingredient explainers and review highlights, tested one change at a time.',
    stackModules: ['Creative Engine', 'SignalOS', 'Funnel Architect', 'Performance Pulse'],
    kpis: [
      { metric: 'Prospecting ROAS (Meta and TikTok, 7-day click)', value: '+800%' },
      { metric: 'Add-to-cart rate, first-time visitors', value: '+44%' },
      { metric: 'Revenue from new customers', value: '2.7x' },
      { metric: 'Blended marketing efficiency ratio', value: '+61%' },
    ],
    methodology: {
      notes: [
        'ROAS is platform-reported revenue on a 7-day-click window for prospecting campaigns only; it rose from 0.4 to 3.6 between the quarter before launch and the third quarter after.',
        'Blended efficiency (all Shopify revenue over all paid media) rose by a more modest 61%, and is the figure the brand plans budgets on.',
        'Add-to-cart is measured in GA4 for first-time visitors, excluding the weeks of the two brand-wide sales.',
        'How much of the platform-reported revenue is incremental is to be confirmed by a Meta conversion lift study scheduled for next quarter.',
      ],
      dataSources: [
        'Meta Ads Manager',
        'TikTok Ads Manager',
        'GA4',
        'Shopify order data',
        'Triple Whale',
      ],
    },
  },
  'hartley-vane-full-price-growth': {
    client:
      'A UK fashion retailer with 38 stores and an online business that earns a third of its revenue.',
    primaryClaim: '+58% online revenue year on year, with fewer promotions',
    secondaryKpis: [
      '+37% blended return on ad spend',
      'Full-price share of online sales up from 47% to 56%',
      '+72% revenue from email and SMS flows',
    ],
    challenge:
      "Hartley & Vane's online growth had come from discounting: two-thirds of paid media revenue arrived during promotions and margin was falling. Performance Max spent heavily on branded searches the retailer would have won anyway. Stock data never reached the ad platforms, so best-sellers kept being advertised after they had sold out in core sizes.",
    approach:
      'We connected the product feed to live stock and margin, so campaigns promoted lines with depth in core sizes and a healthy full-price margin, and brand terms were split out of Performance Max. Creative Engine produced weekly new-in and styling content for Meta, TikTok and Pinterest, and Klaviyo flows were rebuilt around browsing and size availability. Promotions were cut from eleven to six a year, each tested against a control group.',
    stackModules: ['Creative Engine', 'Performance Pulse', 'Insight Layer', 'Funnel Architect'],
    kpis: [
      { metric: 'Online revenue, net of returns', value: '+58%' },
      { metric: 'Blended return on ad spend', value: '+37%' },
      { metric: 'Full-price share of online sales', value: '47% → 56%' },
      { metric: 'Revenue from email and SMS flows', value: '+72%' },
    ],
    methodology: {
      notes: [
        "Online revenue compares the twelve months after launch with the twelve months before, net of returns, from the retailer's order system.",
        'Blended ROAS is net online revenue divided by all paid media spend; it does not separate paid demand from organic demand.',
        "Effects of online advertising on store visits are not counted; a footfall uplift study is to be confirmed with the retailer's footfall data provider.",
      ],
      dataSources: [
        "The retailer's order management system",
        'Google Merchant Center',
        'Google Ads',
        'Meta Ads Manager',
        'Klaviyo',
        'GA4',
      ],
    },
  },
  'lanternfield-trial-to-paid': {
    client:
      'A venture-backed SaaS platform for purchase approvals and spend control, used by finance teams at mid-market companies.',
    primaryClaim: '+68% trial-to-paid conversion in four monthly cohorts',
    secondaryKpis: [
      '2.6x sales pipeline sourced by paid media',
      'CAC payback down from 19 to 14 months',
      'Activated trials up from 22% to 41% of sign-ups',
    ],
    challenge:
      "Lanternfield's paid campaigns filled the free trial, but only 9% of trials became paying accounts. Most trials were individuals who never connected an accounting system or invited a colleague. Marketing reported sign-ups, sales worked a list sorted by sign-up date, and nobody could say which trials were worth a call.",
    approach:
      'We defined an activated trial with the product team (an accounting integration connected and a second approver invited in the first week) and made it the conversion every channel optimised to. Insight Layer scored trials by their likelihood to pay, LeadSync sent high scorers to sales within the hour, and Braze guided the rest through the two activation steps. Search and LinkedIn budgets moved to the audiences that produced activated trials rather than sign-ups.',
    stackModules: ['Insight Layer', 'LeadSync', 'Funnel Architect', 'VelocityOps'],
    kpis: [
      { metric: 'Trial-to-paid conversion at day 45', value: '+68%' },
      { metric: 'Sales pipeline sourced by paid media', value: '2.6x' },
      { metric: 'CAC payback', value: '19 → 14 months' },
      { metric: 'Activated share of trials', value: '22% → 41%' },
    ],
    methodology: {
      notes: [
        'Trial-to-paid is measured per monthly sign-up cohort at day 45, comparing the four cohorts before launch with the four after; it rose from 9.0% to 15.1%.',
        'Payback uses gross margin on subscription revenue and fully loaded acquisition cost.',
        'A pricing page change shipped during the second cohort. Its share of the improvement is estimated only roughly and is to be confirmed in the cohort review at month nine.',
      ],
      dataSources: [
        'Amplitude',
        'Segment',
        'Salesforce Sales Cloud',
        'Braze',
        'Google Ads',
        'LinkedIn Campaign Manager',
      ],
    },
  },
  'pixelmoor-games-paying-players': {
    client: 'A mobile puzzle-game studio with around six million monthly players.',
    primaryClaim: '-47% cost per paying user, with day-30 ROAS up 71%',
    secondaryKpis: [
      '+71% return on ad spend at day 30',
      '2.3x paying users acquired per month',
      'iOS share of spend up from 28% to 52%',
    ],
    challenge:
      "Pixelmoor bought installs on cost per install, and its ad networks delivered cheap players who churned in the first week. Apple's privacy changes had blurred iOS measurement, so the studio scaled the Android campaigns it could read and starved iOS, where its best payers were.",
    approach:
      'We rebuilt the bidding signal around early value: a model predicting day-30 revenue from first-day behaviour, sent as conversion values to Meta, Google App campaigns and AppLovin, with SKAdNetwork conversion values remapped to the same events. Creative Engine produced gameplay and playable variants weekly. Performance Pulse moved budget daily between networks and countries by predicted return.',
    stackModules: ['AI Boost', 'Creative Engine', 'Performance Pulse', 'Insight Layer'],
    kpis: [
      { metric: 'Cost per paying user', value: '-47%' },
      { metric: 'Return on ad spend at day 30', value: '+71%' },
      { metric: 'Paying users acquired per month', value: '2.3x' },
      { metric: 'iOS share of spend', value: '28% → 52%' },
    ],
    methodology: {
      notes: [
        "Paying users are players who make a purchase within 30 days of install, counted by install cohort in AppsFlyer and the studio's own revenue data.",
        "iOS figures rely on SKAdNetwork and modelled conversions, which carry more uncertainty than Android's; the model is checked monthly against actual day-30 revenue.",
        'Whether the gains hold at twice the current spend is to be confirmed by a scale test planned over the next two quarters.',
      ],
      dataSources: [
        'AppsFlyer',
        'Google Ads',
        'Meta Ads Manager',
        'AppLovin',
        "The studio's revenue data in BigQuery",
      ],
    },
  },
};

export const caseStudies: readonly CaseStudy[] = withDetails('case', caseList, details);

/** The case with this slug, if any. */
export function caseBySlug(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug);
}
