/**
 * Growth OS, the agency's modular growth operating system: the overview at /growth-os and the
 * inside page at /services/growth-os.
 *
 * The four layers, the three steps and the four differentiators are shared by both pages and
 * live here once. Spec strings (layer names, step names, differentiator names, button labels)
 * are verbatim; figures are the spec's marketing claims.
 */

import { contactAction } from '../../site/contactLink';
import type { Crumb } from '../../site/structuredData';
import type { ContentLink, ContentMeta } from '../site/navigation';
import { moduleNames } from './moduleNames';
import { productCategories } from './productCategories';

/** The overview page. */
export const growthOsPath = '/growth-os';
/** The inside page, under Services. */
export const growthOsInsidePath = '/services/growth-os';

export type LayerKey = 'infrastructure' | 'enablement' | 'execution' | 'intelligence';

export interface GrowthOsLayer {
  key: LayerKey;
  /** 1 is the foundation (Infrastructure), 4 the top of the stack (Intelligence). */
  level: 1 | 2 | 3 | 4;
  /** The name on the inside page (/services/growth-os). */
  name: string;
  /** The name on the overview (/growth-os), where the top layer is 'Intelligence/AI'. */
  overviewName: string;
  /** What the layer does, in one line. */
  role: string;
  description: string;
  /** Three feature chips (shown on the inside page). */
  features: readonly [string, string, string];
}

export interface GrowthOsStep {
  title: string;
  body: string;
  /** A short fact under the step: its deliverable or pace. */
  meta: string;
}

export interface Differentiator {
  title: string;
  /** A short proof point above the title. */
  proof: string;
  body: string;
}

export interface GrowthOsHero {
  eyebrow: string;
  title: string;
  /** The part of the title drawn in the accent colour. */
  highlight: string;
  lead: string;
  actions: ContentLink[];
}

export interface GrowthOsSectionText {
  eyebrow?: string;
  heading: string;
  intro: string;
}

export interface GrowthOsStepsText extends GrowthOsSectionText {
  /** A line under the steps: the loop back from Learn to Design. */
  footnote: string;
}

export interface SystemProduct {
  title: string;
  body: string;
  chips: string[];
}

export interface GrowthOsProducts extends GrowthOsSectionText {
  items: SystemProduct[];
  /** Onward links to /modules and /growth-os/digital-products. */
  links: ContentLink[];
}

export interface GrowthOsCta {
  heading: string;
  body: string;
  /** Both lead to the contact page; the first is the primary button. */
  actions: ContentLink[];
}

/* Shared by both pages. */

/**
 * The four layers, from the foundation up: Infrastructure, Enablement, Execution,
 * Intelligence (the inside page's order). The overview shows them top down
 * (`overviewLayers`).
 */
export const layers: readonly GrowthOsLayer[] = [
  {
    key: 'infrastructure',
    level: 1,
    name: 'Infrastructure',
    overviewName: 'Infrastructure',
    role: 'The data and measurement foundation everything else runs on.',
    description:
      'Clean, consented data from every touchpoint in one model of your customer. We set up server-side tracking, connect your ad platforms, analytics and CRM, and build the attribution that shows which spend actually adds revenue.',
    features: ['Server-side tracking', 'Unified data layer', 'Attribution'],
  },
  {
    key: 'enablement',
    level: 2,
    name: 'Enablement',
    overviewName: 'Enablement',
    role: 'The teams, playbooks and skills that run the system.',
    description:
      'Growth only compounds when your people can run it. We align marketing, sales and leadership on shared KPIs, document the playbook behind every channel and train your team to use the system day to day, with or without us.',
    features: ['Team design', 'Growth playbooks', 'Team training'],
  },
  {
    key: 'execution',
    level: 3,
    name: 'Execution',
    overviewName: 'Execution',
    role: 'Campaigns and creative across every channel, run as one programme.',
    description:
      'Where the system meets the market. Specialists plan and run search, paid social, programmatic, account-based marketing and CRM as one programme, with creative produced, tested and localised at platform speed.',
    features: ['Cross-channel campaigns', 'Creative production', 'Testing at scale'],
  },
  {
    key: 'intelligence',
    level: 4,
    name: 'Intelligence',
    overviewName: 'Intelligence/AI',
    role: 'AI models that turn signals into predictions and decisions.',
    description:
      'Machine learning reads the signals from every other layer and acts on them: predictive audiences, budget and bid optimisation, creative scoring and forecasts that flag opportunities and risks before they show up in the numbers.',
    features: ['Predictive audiences', 'Signal scoring', 'Budget forecasting'],
  },
];

/** The layers top down, as the overview's architecture shows them (Intelligence/AI first). */
export const overviewLayers: readonly GrowthOsLayer[] = [...layers].reverse();

/** The visible label of a layer's place in the stack: 'Layer 1' is the foundation. */
export function layerLabel(layer: GrowthOsLayer): string {
  return `Layer ${layer.level}`;
}

/** How It Works: Design, Activate, Learn. */
export const steps: readonly GrowthOsStep[] = [
  {
    title: 'Design',
    body: "We start from your commercial goal, audit your data, channels and team, and map where growth is stuck. Together we choose the modules that solve today's constraint and agree the KPIs that will prove it.",
    meta: 'System blueprint and 90-day plan',
  },
  {
    title: 'Activate',
    body: 'We plug the chosen modules into the stack you already have, connect data and ad accounts, and launch the first campaigns and tests. Integration takes under 24 hrs, and nothing that already works is rebuilt.',
    meta: 'Integration under 24 hrs',
  },
  {
    title: 'Learn',
    body: 'Every result flows back into the models and playbooks. Weekly reviews against the agreed KPIs show what to scale, fix or stop, so each cycle starts from a smarter baseline than the last.',
    meta: 'Weekly reviews against agreed KPIs',
  },
];

/** Modular, AI-native, Velocity, Plug & Play. */
export const differentiators: readonly Differentiator[] = [
  {
    title: 'Modular',
    proof: 'Nine modules, four layers',
    body: "Start with the module that solves today's constraint, from SignalOS to AI Boost, and add capability as you grow. You never pay for a bundle you do not need.",
  },
  {
    title: 'AI-native',
    proof: 'AI in every layer',
    body: 'Machine learning is built into targeting, bidding, creative testing and forecasting from day one, not bolted on later. Specialists set the direction and review every output.',
  },
  {
    title: 'Velocity',
    proof: '70% faster deployment',
    body: 'Proven modules and playbooks replace months of bespoke build. Pilots go live in weeks, and learning cycles run weekly, so decisions keep pace with the market.',
  },
  {
    title: 'Plug & Play',
    proof: 'Integration under 24 hrs',
    body: 'Growth OS works with your ad accounts, analytics, CRM and data warehouse as they are. Every account and every data point stays in your name.',
  },
];

/** The note that goes with the figures in the differentiators. */
export const outcomesNote =
  'Figures are examples from client programmes; outcomes depend on context and are not guaranteed.';

export { moduleNames };

/** What the system is delivered as: the modules and the product catalogue, with links. */
export const products: GrowthOsProducts = {
  eyebrow: 'Modules and products',
  heading: 'What runs on Growth OS',
  intro:
    'The layers are delivered through productised building blocks that you can adopt one at a time and combine into stacks.',
  items: [
    {
      title: 'Nine modules',
      body: 'Each module solves one growth constraint, from audience signals and attribution to creative testing and lead routing, and works on its own or combined with the others.',
      chips: [...moduleNames],
    },
    {
      title: 'Eight digital products',
      body: 'Ready-to-deploy products, all generally available, that plug into your stack with a defined setup, governance and the KPIs they move.',
      chips: [...productCategories],
    },
  ],
  links: [
    { label: 'Explore the Modules', href: '/modules' },
    { label: 'Browse Digital Products', href: '/growth-os/digital-products' },
  ],
};

/* The overview, /growth-os. */

export const overviewMeta: ContentMeta = {
  title: 'Growth OS: the modular growth operating system',
  description:
    'Growth OS connects data, teams, campaigns and AI in four layers. Design, activate and learn with nine modules that plug into your stack in under 24 hrs.',
};

export const overviewHero: GrowthOsHero = {
  eyebrow: 'Growth OS',
  title: 'Growth OS: the operating system for growth that compounds',
  highlight: 'growth that compounds',
  lead: 'Our modular growth operating system connects your data, people, channels and AI models in one architecture of four layers, so every campaign makes the next one smarter.',
  actions: [
    contactAction(growthOsPath, 'Book a Strategy Session'),
    { label: 'Look Inside Growth OS', href: growthOsInsidePath },
  ],
};

export const overviewArchitecture: GrowthOsSectionText = {
  eyebrow: 'Architecture',
  heading: 'The four-layer architecture',
  intro:
    'Growth OS is built like software. Data and measurement are the foundation; teams and playbooks run on it; campaigns and creative execute; and AI learns from every result to direct the next round of spend.',
};

export const overviewSteps: GrowthOsStepsText = {
  eyebrow: 'Three steps',
  heading: 'How It Works',
  intro:
    'Every engagement runs the same loop. The first cycle takes weeks, not quarters, and every cycle after it starts smarter.',
  footnote:
    'Learn feeds straight back into Design: each new cycle starts from what the last one proved.',
};

export const overviewDifferentiators: GrowthOsSectionText = {
  eyebrow: 'Why Growth OS',
  heading: 'Built to compound, not to reset',
  intro: `Four reasons marketing leaders run their growth on Growth OS. ${outcomesNote}`,
};

export const overviewCta: GrowthOsCta = {
  heading: 'Ready to run growth as a system?',
  body: 'A senior strategist will map your stack against the four layers and outline a pilot. Programmes on Growth OS have returned 3-5x ROI; outcomes depend on context and are not guaranteed. We reply within 24 hours.',
  actions: [
    contactAction(growthOsPath, 'Book a Strategy Session'),
    contactAction(growthOsPath, 'Request a Demo'),
  ],
};

/* The inside page, /services/growth-os. */

/** Home > Services > Growth OS: the visible breadcrumbs and the BreadcrumbList JSON-LD. */
export const insideTrail: readonly Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services' },
  { name: 'Growth OS', path: growthOsInsidePath },
];

export const insideMeta: ContentMeta = {
  title: 'Inside Growth OS: four layers, one growth system',
  description:
    'Inside Growth OS: the infrastructure, enablement, execution and intelligence layers, the Design, Activate, Learn flow and what makes it modular and AI-native.',
};

/** The two buttons of the inside page, both to the contact page. */
export const insideActions: ContentLink[] = [
  contactAction(growthOsInsidePath, 'Book a Strategy Session'),
  contactAction(growthOsInsidePath, 'Request Technical Overview'),
];

export const insideHero: GrowthOsHero = {
  eyebrow: 'Services',
  title: 'Inside Growth OS: four layers, one growth system',
  highlight: 'one growth system',
  lead: 'The operating system behind every Response engagement: the layers it is built on, the capabilities in each, and the Design, Activate, Learn flow that takes you from blueprint to compounding results.',
  actions: insideActions,
};

export const insideLayers: GrowthOsSectionText = {
  eyebrow: 'The layers',
  heading: 'Four layers, from foundation to intelligence',
  intro:
    'Each layer is a set of capabilities we run for you or with you. Start at the foundation, or plug in at the layer where growth is stuck today.',
};

export const insideSteps: GrowthOsStepsText = {
  eyebrow: 'The flow',
  heading: 'Design, Activate, Learn',
  intro:
    'One loop takes you from a blueprint to live campaigns to measured learning, and then round again.',
  footnote: overviewSteps.footnote,
};

export const insideDifferentiators: GrowthOsSectionText = {
  eyebrow: 'The difference',
  heading: 'What makes Growth OS different',
  intro: `Modular, AI-native, fast to deploy and built around the tools you already use. ${outcomesNote}`,
};

export const insideCta: GrowthOsCta = {
  heading: 'See how Growth OS fits your stack',
  body: 'Book a strategy session to map your growth system against the four layers, or request a technical overview of integrations, data flows and security for your engineering team. We reply within 24 hours.',
  actions: insideActions,
};
