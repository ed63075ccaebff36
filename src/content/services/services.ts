/**
 * The services page: hero, the four sections of the in-page navigation (Acquire,
 * Optimise, Create, Advisory & Enablement) with their service cards, the outcomes disclaimer
 * and the closing call to action. The hero title and the navigation labels are the spec's,
 * verbatim; figures are the spec's service and executive advisory claims.
 */

import { contactAction } from '../../site/contactLink';
import type { Crumb } from '../../site/structuredData';
import { generalInquiries } from '../company/offices';
import type { ContentLink, ContentMeta } from '../site/navigation';
import { servicePath, servicesPath } from './paths';
import { serviceNames } from './serviceNames';

/** The page's own path: canonical URL and `from` of its contact calls to action. */
export { servicesPath };

/** An outcome of a service: the card shows the title, the service page both. */
export interface ServiceOutcome {
  title: string;
  /** Shown on the service's page; cards of services without a page of their own have none. */
  body?: string;
}

/** A service as a card on the services page. */
export interface ServiceCard {
  /** A service with a page of its own: its one name, from `serviceNames.ts`. */
  title: string;
  /** One or two sentences on what the service is. */
  description: string;
  /**
   * Short result chips ('-35% CAC in 90 days'). A card shows at most three
   * (`maxExampleOutcomes`); some services list more.
   */
  exampleOutcomes: string[];
  /** What we do: three or four activities. */
  bullets: string[];
  /**
   * What the client gets (the service page's Key Outcomes): a short title, which the card
   * lists, and a sentence or two the page adds.
   */
  outcomes: ServiceOutcome[];
  tags: string[];
  /** The service's own page ('Learn more'). */
  href: string;
}

/** The ids of the sections, also their URL hashes (`/services#optimise`). */
export type ServiceSectionId = 'acquire' | 'optimise' | 'create' | 'advisory';

export interface ServiceSection {
  id: ServiceSectionId;
  /** The label in the sticky in-page navigation. */
  navLabel: string;
  heading: string;
  intro: string;
  cards: ServiceCard[];
}

export interface ServicesHero {
  eyebrow: string;
  title: string;
  /** The part of the title drawn in the accent colour. */
  highlight: string;
  lead: string;
  actions: ContentLink[];
}

export interface ServicesClosing {
  heading: string;
  body: string;
  /** 'Book Strategy Session', to the contact page with attribution. */
  primary: ContentLink;
  /** The info address, offered as a mailto link. */
  email: string;
  /** The sentence before the e-mail link. */
  emailPrompt: string;
}

export const servicesMeta: ContentMeta = {
  title: 'Services that deliver outcomes',
  description:
    'User acquisition, account-based marketing, go-to-market, growth marketing, creative production and executive advisory, built as one growth system.',
};

/** Breadcrumb trail: Home > Services. */
export const servicesTrail: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: servicesPath },
];

export const servicesHero: ServicesHero = {
  eyebrow: 'Services',
  title: 'Systems that scale. Services that deliver outcomes.',
  highlight: 'Services that deliver outcomes.',
  lead: 'Nine services in four practices: acquire customers, accounts and markets; optimise every step of the funnel; create at platform speed; and advise and enable the people who lead growth. Every service runs on Growth OS, so what we learn in one makes the others better.',
  actions: [
    contactAction(servicesPath, 'Book Strategy Session'),
    { label: 'View Case Studies', href: '/proof/cases' },
  ],
};

export const serviceSections: ServiceSection[] = [
  {
    id: 'acquire',
    navLabel: 'Acquire',
    heading: 'Win customers, accounts and new markets',
    intro:
      'Paid media, account-based programmes and new-country launches, each built on first-party signal and measured on pipeline and revenue rather than clicks.',
    cards: [
      {
        title: serviceNames['user-acquisition'],
        description:
          'Performance media across search, social, programmatic and app stores, run on first-party signal and predictive audiences so every pound of budget buys a better customer.',
        exampleOutcomes: [
          '-35% CAC in 90 days',
          '900% ROAS',
          '60% conversion lift',
          '2.4x paid installs in two quarters',
        ],
        bullets: [
          'Channel strategy and budget allocation across search, social, programmatic and app stores',
          'Server-side tracking and conversion APIs verified before we scale spend',
          'Predictive audiences and value-based bidding',
          'Weekly creative and landing-page tests fed by live results',
        ],
        outcomes: [
          {
            title: 'Initial optimisation within 2-4 weeks',
            body: 'Once tracking is verified we rebalance budget, cut wasted placements and restructure campaigns around your real conversion events, so the first efficiency gains typically show in CAC within 2-4 weeks.',
          },
          {
            title: 'Significant improvement typically in 6-8 weeks',
            body: 'By then predictive audiences and value-based bidding have enough conversion data to learn and creative tests have found their winners; we measure the gain against the baseline CAC and ROAS agreed at kick-off.',
          },
          {
            title: 'One blended view of CAC and ROAS across channels',
            body: 'Spend, conversions and revenue from every channel are reconciled in Performance Pulse, so you judge acquisition on the blended figures your finance team recognises rather than on each platform’s own reporting.',
          },
        ],
        tags: ['Paid search', 'Paid social', 'Programmatic', 'App growth'],
        href: servicePath('user-acquisition'),
      },
      {
        title: serviceNames['account-based-marketing'],
        description:
          'Orchestrated programmes that win named accounts: intent data, tailored creative and sales plays, so marketing and sales work the same buying committees.',
        exampleOutcomes: [
          '200% more qualified leads',
          'First pipeline in 6-12 weeks',
          '+45% meetings with target accounts',
        ],
        bullets: [
          'Ideal customer profile and tiered target-account lists',
          'Intent and engagement scoring for every account',
          'Personalised ads, content and outreach for each buying committee',
          'Native integration with Salesforce and HubSpot',
        ],
        outcomes: [
          {
            title: 'First pipeline typically in 6-12 weeks',
            body: 'Target-account tiers, intent scoring and the first personalised plays go live in the opening weeks, and we aim for opportunities from target accounts within 6-12 weeks, counted as opportunities created in your CRM.',
          },
          {
            title: 'Sales and marketing working from one account list',
            body: 'We agree the ideal customer profile and tiers with sales leadership, then sync the list, scores and engagement alerts into Salesforce or HubSpot, so reps and marketers work the same accounts in the same order.',
          },
          {
            title: 'Pipeline reported by account, not by lead',
            body: 'Reporting rolls engagement, meetings and opportunities up to each account and buying committee, so you track coverage and pipeline value against the target list instead of counting form fills.',
          },
        ],
        tags: ['ABM', 'Intent data', 'Salesforce', 'HubSpot'],
        href: servicePath('account-based-marketing'),
      },
      {
        title: serviceNames['go-to-market-new-country'],
        description:
          'Launch in a new market with a 90-day plan: market sizing, localised positioning and a paid pilot that proves demand before you commit a full budget.',
        exampleOutcomes: [
          'Pilot live in 2-4 weeks',
          '250% ROAS in the pilot market',
          'First pipeline in 6-12 weeks',
          'Scale decision by day 90',
        ],
        bullets: [
          'Market sizing, competitor and channel audit',
          'Localised messaging tested with native-speaking specialists',
          'A paid pilot on a mid five-figure monthly budget',
          'A scale, hold or exit recommendation at day 90',
        ],
        outcomes: [
          {
            title: 'A pilot live in 2-4 weeks within a 90-day plan',
            body: 'Market sizing, the channel audit and localised messaging come first, and the paid pilot is typically live within 2-4 weeks; the rest of the 90-day plan sets out the tests, budgets and decision points up to day 90.',
          },
          {
            title: 'Evidence of demand before full investment',
            body: 'A mid five-figure monthly pilot is judged on cost-per-lead, conversion and pipeline thresholds agreed before launch, so the scale, hold or exit decision rests on market data rather than forecasts.',
          },
          {
            title: 'A localised playbook your team can run',
            body: 'At day 90 you receive the positioning, channel mix, creative and benchmarks that worked in the pilot, documented so your own team can run the market with or without us.',
          },
        ],
        tags: ['Market entry', 'Localisation', 'Paid pilots'],
        href: servicePath('go-to-market-new-country'),
      },
    ],
  },
  {
    id: 'optimise',
    navLabel: 'Optimise',
    heading: 'Make every step of the funnel work harder',
    intro:
      'Continuous experimentation and productised Growth OS modules that turn the traffic, data and tools you already have into compounding revenue.',
    cards: [
      {
        title: serviceNames['growth-marketing'],
        description:
          'Full-funnel experiments across landing pages, pricing, onboarding and lifecycle, prioritised by revenue impact and run as a continuous programme rather than a one-off audit.',
        exampleOutcomes: [
          '60% conversion lift',
          '3x average ROAS improvement',
          '+28% trial-to-paid conversion',
          '-22% churn in two quarters',
          '+18% average order value',
        ],
        bullets: [
          'Funnel analytics and an experiment backlog scored by revenue impact',
          'A/B and multivariate tests on pages, pricing and onboarding',
          'Lifecycle journeys across e-mail, push and in-app messages',
          'Conversion-rate optimisation tied to CRM outcomes',
        ],
        outcomes: [
          {
            title: 'A steady cadence of tested improvements',
            body: 'A backlog scored by revenue impact, confidence and effort feeds a fixed test cycle, and we report test velocity, win rate and the revenue each shipped change adds.',
          },
          {
            title: 'Higher lifetime value from the same traffic',
            body: 'Tests on pricing, onboarding and lifecycle journeys aim to raise conversion, order value and retention rather than buy more visits, and we track the gain as lifetime value per customer cohort.',
          },
          {
            title: 'Learning documented and reused across markets',
            body: 'Every test is logged with its hypothesis, result and decision in a shared library, so a winning pricing page or onboarding step can be rolled out to other markets instead of being rediscovered.',
          },
        ],
        tags: ['CRO', 'Experimentation', 'Lifecycle', 'Marketing automation'],
        href: servicePath('growth-marketing'),
      },
      {
        title: 'Product Modules',
        description:
          'Growth OS modules such as SignalOS, Attribution Core and Performance Pulse, plugged into the stack you already run to automate the work that slows your team down.',
        exampleOutcomes: [
          '95% attribution accuracy',
          '50% less manual optimisation time',
          'Integration in under 24 hrs',
        ],
        bullets: [
          'System mapping of your data, channels and tools',
          'Modules deployed into your existing stack',
          'Attribution, forecasting and anomaly alerts in one view',
          'Documentation and handover to your team',
        ],
        outcomes: [
          { title: 'Decisions made on one source of truth' },
          { title: 'Less manual reporting and optimisation' },
          { title: 'Capability added module by module as you scale' },
        ],
        tags: ['Growth OS', 'Attribution', 'Automation', 'AI'],
        href: '/services/product-modules',
      },
    ],
  },
  {
    id: 'create',
    navLabel: 'Create',
    heading: 'Creative built to test, learn and localise',
    intro:
      'Concepts, video and social content produced for each platform and iterated on live performance data, with an in-house studio for AI, TikTok and creator work.',
    cards: [
      {
        title: serviceNames['creative-production'],
        description:
          'Creative built to test, learn and localise: concepts, video and static assets made for every placement and refined on what the results show.',
        exampleOutcomes: [
          '300% creative performance',
          'Concepts in 1-2 weeks',
          'Variants in 48-72 hours',
        ],
        bullets: [
          'Creative strategy and concept routes from audience insight',
          'Video, static and motion assets sized for every placement',
          'Variant tests on hooks, formats and calls to action',
          'Localisation for new markets and languages',
        ],
        outcomes: [
          {
            title: 'First concepts within 1-2 weeks',
            body: 'From your brief, audience research and past performance data we develop distinct concept routes, each with a hook, message and format, and deliver the first production-ready concepts within 1-2 weeks.',
          },
          {
            title: 'New variants in 48-72 hours',
            body: 'Once a concept is live, our Studio and the Creative Engine turn out new hooks, edits, sizes and language versions in 48-72 hours, so testing keeps pace with the results rather than the production calendar.',
          },
          {
            title: 'A creative library that learns from results',
            body: 'Every asset is tagged by concept, hook, format and market and linked to its hook rate, click-through rate and cost per acquisition, so each new brief starts from what has already worked.',
          },
        ],
        tags: ['Video', 'Static', 'Motion', 'Localisation'],
        href: servicePath('creative-production'),
      },
      {
        title: 'Studio',
        description:
          'Our in-house studio brings the AI Lab, performance creative, TikTok and Creator Studio under one roof, for brands that need content at platform speed.',
        exampleOutcomes: [
          '3x content output per month',
          '-30% cost per asset',
          '+40% hook rate on TikTok',
          '12 markets served from one shoot',
        ],
        bullets: [
          'AI Lab tools for scripting, versioning and variation',
          'Native TikTok strategy and production',
          'Creator sourcing, briefing and usage rights',
          'Brand-safety review before anything goes live',
        ],
        outcomes: [
          { title: 'More content without losing brand control' },
          { title: 'Creators matched to your audience and market' },
          { title: 'Assets ready for paid and organic channels' },
        ],
        tags: ['AI Lab', 'TikTok', 'Creators', 'Social content'],
        href: '/studio',
      },
    ],
  },
  {
    id: 'advisory',
    navLabel: 'Advisory & Enablement',
    heading: 'Lead growth from the boardroom to the team',
    intro:
      'Senior counsel for leadership teams and hands-on training for the people who run growth every day, so the system keeps compounding after we step back.',
    cards: [
      {
        title: serviceNames['executive-growth-advisory'],
        description:
          'A fractional CMO 1-2 days a week plus quarterly board advisory covering governance, KPIs, vendor orchestration, due diligence and growth audits.',
        exampleOutcomes: [
          'Board-ready growth plan in 30 days',
          '-20% wasted media spend in one quarter',
          '-25% agency and vendor costs',
          'Growth audit in 3 weeks',
        ],
        bullets: [
          'A fractional CMO 1-2 days a week (8-16 hours of CMO duties)',
          'Growth reporting at 4-6 board meetings a year',
          'Vendor and agency orchestration',
          'Due diligence and growth audits for investors',
        ],
        outcomes: [
          {
            title: 'Board-aligned OKRs',
            body: 'In the first month your fractional CMO turns board and investor priorities into a short set of growth OKRs with owners and targets, then reports progress against them at each of the 4-6 board meetings a year.',
          },
          {
            title: 'Faster GTM',
            body: 'With a senior leader in the business 1-2 days a week deciding on positioning, channels, hires and vendors, launches stop waiting for sign-off; we track the time from agreed plan to launch and to first revenue.',
          },
          {
            title: 'De-risk spend',
            body: 'Growth audits, vendor orchestration and clear stop-or-scale criteria for every budget line mean money follows evidence, and we measure wasted media, agency and tool costs against the baseline from the first audit.',
          },
        ],
        tags: ['Fractional CMO', 'Board advisory', 'Governance'],
        href: servicePath('executive-growth-advisory'),
      },
      {
        title: serviceNames['cmo-team-training'],
        description:
          'Hands-on workshops and cohort programmes that give marketing leaders and their teams the skills to run an AI-native growth system themselves.',
        exampleOutcomes: [
          '50% less manual optimisation time',
          'Team running its own tests in 30 days',
          '2x faster campaign launches',
        ],
        bullets: [
          'Workshops of 1-2 days for leadership teams',
          'Cohort programmes for 6-20 people',
          'Playbooks on attribution, experimentation and AI tools',
          'Follow-up clinics on your live accounts',
        ],
        outcomes: [
          {
            title: 'A team that owns its growth system',
            body: 'Workshops and cohort sessions are built on your own accounts, data and tools, so people leave able to run attribution, experiments and AI-assisted optimisation themselves, and follow-up clinics check that they do.',
          },
          {
            title: 'One language across marketing, sales and finance',
            body: 'We align the definitions of pipeline, CAC, payback and incrementality across functions and build them into shared dashboards, so budget discussions start from the same numbers.',
          },
          {
            title: 'Less dependence on outside agencies',
            body: 'We map which tasks your team can take in-house after training and which still need specialist support, then track the shift in agency fees, hours and time to launch over the following quarters.',
          },
        ],
        tags: ['Training', 'Workshops', 'AI skills'],
        href: servicePath('cmo-team-training'),
      },
    ],
  },
];

/** The accessible name of the sticky navigation over the four practices. */
export const servicesSectionNavLabel = 'Services sections';

/** The services page's disclaimer: outcomes are examples and not guaranteed. */
export const servicesDisclaimer =
  'Example outcomes are drawn from past client programmes and shown for illustration only. Results depend on your market, budget, starting point and sales cycle, and are not guaranteed.';

export const servicesClosing: ServicesClosing = {
  heading: 'Find the service that moves your number',
  body: 'Book a strategy session with a senior strategist. We will look at your goals, current stack and constraints, and recommend the services and Growth OS modules that fit. We reply within 24 hours.',
  primary: contactAction(servicesPath, 'Book Strategy Session'),
  email: generalInquiries.email,
  emailPrompt: 'Prefer e-mail? Write to',
};

/** Every service card, in page order. */
export const serviceCards: ServiceCard[] = serviceSections.flatMap((section) => section.cards);
