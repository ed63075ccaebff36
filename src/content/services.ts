/**
 * The services page (doc 1 §2.10): hero, the four sections of the in-page navigation (Acquire,
 * Optimise, Create, Advisory & Enablement) with their service cards, the outcomes disclaimer
 * and the closing call to action. The hero title and the navigation labels are the spec's,
 * verbatim; figures come from doc 1 §9 and doc 2 §9 (service and executive advisory claims).
 */

import { contactAction } from '../site/contactLink';
import type { Crumb } from '../site/structuredData';
import type { ContentLink, ContentMeta } from './navigation';
import { generalInquiries } from './offices';

/** The page's own path: canonical URL and `from` of its contact calls to action. */
export const servicesPath = '/services';

/** A service as a card on the services page. */
export interface ServiceCard {
  title: string;
  /** One or two sentences on what the service is. */
  description: string;
  /**
   * Short result chips ('-35% CAC in 90 days'). A card shows at most three
   * (`maxExampleOutcomes`, doc 1 §9); some services list more.
   */
  exampleOutcomes: string[];
  /** What we do: three or four activities. */
  bullets: string[];
  /** What the client gets, in words rather than figures. */
  outcomes: string[];
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
        title: 'User Acquisition',
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
          'Initial optimisation within 2-4 weeks',
          'Significant improvement typically in 6-8 weeks',
          'One blended view of CAC and ROAS across channels',
        ],
        tags: ['Paid search', 'Paid social', 'Programmatic', 'App growth'],
        href: '/services/user-acquisition',
      },
      {
        title: 'Account-Based Marketing',
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
          'First pipeline typically in 6-12 weeks',
          'Sales and marketing working from one account list',
          'Pipeline reported by account, not by lead',
        ],
        tags: ['ABM', 'Intent data', 'Salesforce', 'HubSpot'],
        href: '/services/account-based-marketing',
      },
      {
        title: 'Go-to-Market: New Country',
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
          'A pilot live in 2-4 weeks within a 90-day plan',
          'Evidence of demand before full investment',
          'A localised playbook your team can run',
        ],
        tags: ['Market entry', 'Localisation', 'Paid pilots'],
        href: '/services/go-to-market-new-country',
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
        title: 'Growth Marketing',
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
          'A steady cadence of tested improvements',
          'Higher lifetime value from the same traffic',
          'Learning documented and reused across markets',
        ],
        tags: ['CRO', 'Experimentation', 'Lifecycle', 'Marketing automation'],
        href: '/services/growth-marketing',
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
          'Decisions made on one source of truth',
          'Less manual reporting and optimisation',
          'Capability added module by module as you scale',
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
        title: 'Creative Production',
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
          'First concepts within 1-2 weeks',
          'New variants in 48-72 hours',
          'A creative library that learns from results',
        ],
        tags: ['Video', 'Static', 'Motion', 'Localisation'],
        href: '/services/creative-production',
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
          'More content without losing brand control',
          'Creators matched to your audience and market',
          'Assets ready for paid and organic channels',
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
        title: 'Executive Growth Advisory',
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
        outcomes: ['Board-aligned OKRs', 'Faster GTM', 'De-risk spend'],
        tags: ['Fractional CMO', 'Board advisory', 'Governance'],
        href: '/services/executive-growth-advisory',
      },
      {
        title: 'CMO & Team Training',
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
          'A team that owns its growth system',
          'One language across marketing, sales and finance',
          'Less dependence on outside agencies',
        ],
        tags: ['Training', 'Workshops', 'AI skills'],
        href: '/services/cmo-team-training',
      },
    ],
  },
];

/** Doc 1 §1 and §2.10: outcomes are examples and not guaranteed. */
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
