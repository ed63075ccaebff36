/**
 * Growth OS modules: the nine modules, the four popular combinations
 * ('Stronger Together'), the mix-and-match grid, and the page text of /modules and
 * /services/product-modules.
 * Module names, key outcomes and combination results are the spec's, verbatim and in order.
 */
import { contactAction } from '../../site/contactLink';
import type { Crumb } from '../../site/structuredData';
import type { ContentLink, ContentMeta } from '../site/navigation';
import type { ModuleName } from './moduleNames';

/** A key outcome split into its figure and what it measures: '40%' + 'faster ...'. */
export interface ModuleOutcome {
  value: string;
  label: string;
}

/** One Growth OS module, as its card shows it. */
export interface GrowthModule {
  /** Stable id (a slug); keys the mix-and-match selection. */
  id: string;
  name: ModuleName;
  /** One line, for compact cards. */
  summary: string;
  description: string;
  /** Exactly four key features. */
  features: ReadonlyArray<string>;
  /** Where the module is used. */
  useCase: string;
  /** The module's key outcome, a figure the spec claims. */
  outcome: ModuleOutcome;
  /** The 'Learn More' target: the module's product page, or the service that delivers it. */
  href: string;
}

/** The headline result of a combination: the figure and what it measures. */
export interface CombinationResult {
  /** As the spec gives it, shown as it is: '180%'. */
  value: string;
  /** What the figure measures: 'pipeline velocity'. */
  label: string;
}

/** A popular module combination. */
export interface ModuleCombination {
  title: string;
  /** Names of modules from `modules`, in the order they act. */
  modules: ReadonlyArray<string>;
  /** One sentence: what the stack achieves together. */
  outcome: string;
  /** The spec's `results`: one headline figure per combination. */
  result: CombinationResult;
}

const productPage = (slug: string) => `/growth-os/digital-products/${slug}`;
const growthMarketing = '/services/growth-marketing';

/** The nine modules, in the spec's order. */
export const modules: ReadonlyArray<GrowthModule> = [
  {
    id: 'signalos',
    name: 'SignalOS',
    summary: 'Finds in-market audiences and demand shifts in real time.',
    description:
      'Real-time signal intelligence that reads search, social, site and CRM data together, so you see in-market audiences and shifts in demand before your competitors do.',
    features: [
      'Intent signal aggregation',
      'Audience propensity scoring',
      'Demand shift alerts',
      'First-party data enrichment',
    ],
    useCase: 'Audience discovery and demand sensing for paid media and account-based programmes.',
    outcome: { value: '40%', label: 'faster opportunity identification' },
    href: productPage('signalos'),
  },
  {
    id: 'attribution-core',
    name: 'Attribution Core',
    summary: 'Shows which channels and campaigns actually drive revenue.',
    description:
      'Privacy-safe, multi-touch attribution that joins platform data, server-side tracking and your CRM into one view of what drives revenue, validated with incrementality tests.',
    features: [
      'Multi-touch attribution models',
      'Server-side conversion tracking',
      'Incrementality testing',
      'Offline conversion import',
    ],
    useCase: 'Budget allocation and channel measurement across paid, owned and earned media.',
    outcome: { value: '95%', label: 'attribution accuracy' },
    href: growthMarketing,
  },
  {
    id: 'funnel-architect',
    name: 'Funnel Architect',
    summary: 'Designs and tests the journey from first click to closed deal.',
    description:
      'Maps the journey from first click to closed deal, then tests pages, forms and offers step by step to remove the friction that leaks conversions.',
    features: [
      'Journey mapping',
      'Landing page experimentation',
      'Conversion rate optimisation',
      'Form and checkout analytics',
    ],
    useCase: 'Landing pages, sign-up flows and checkout journeys for acquisition campaigns.',
    outcome: { value: '60%', label: 'conversion lift' },
    href: growthMarketing,
  },
  {
    id: 'creative-engine',
    name: 'Creative Engine',
    summary: 'Turns one concept into dozens of tested, platform-ready variants.',
    description:
      'AI-assisted creative production and testing that turns one concept into dozens of platform-ready variants and tells you which hooks, formats and messages win.',
    features: [
      'Dynamic creative variants',
      'Automated multivariate testing',
      'Creative fatigue detection',
      'Brand-safe asset library',
    ],
    useCase: 'Paid social, display and online video campaigns.',
    outcome: { value: '300%', label: 'creative performance' },
    href: productPage('creative-engine'),
  },
  {
    id: 'performance-pulse',
    name: 'Performance Pulse',
    summary: 'Monitors and optimises bids, budgets and pacing around the clock.',
    description:
      'Always-on monitoring and automated optimisation of bids, budgets and pacing across every paid channel, with alerts when something needs a specialist.',
    features: [
      'Cross-channel dashboards',
      'Automated bid and budget rules',
      'Anomaly alerts',
      'Pacing forecasts',
    ],
    useCase: 'Day-to-day media management across search, social and programmatic.',
    outcome: { value: '50%', label: 'less manual optimisation time' },
    href: productPage('performance-pulse'),
  },
  {
    id: 'insight-layer',
    name: 'Insight Layer',
    summary: 'Forecasts demand, revenue and customer value for confident planning.',
    description:
      'Predictive analytics that forecast demand, revenue and customer value, so marketing and finance plan budgets from the same numbers.',
    features: [
      'Revenue forecasting',
      'Customer lifetime value prediction',
      'Churn risk scoring',
      'Scenario planning',
    ],
    useCase: 'Quarterly planning, budget setting and board reporting.',
    outcome: { value: '85%', label: 'prediction accuracy' },
    href: productPage('insight-layer'),
  },
  {
    id: 'leadsync',
    name: 'LeadSync',
    summary: 'Scores and routes every lead to sales in real time.',
    description:
      'Captures, scores and routes leads to the right salesperson in real time, with every touchpoint synced both ways with your CRM.',
    features: [
      'Real-time lead routing',
      'Predictive lead scoring',
      'Two-way CRM sync',
      'Automated nurture sequences',
    ],
    useCase: 'B2B lead generation and the handover from marketing to sales.',
    outcome: { value: '200%', label: 'more qualified leads' },
    href: productPage('leadsync'),
  },
  {
    id: 'velocityops',
    name: 'VelocityOps',
    summary: 'Takes campaigns from brief to live in days, not weeks.',
    description:
      'Marketing operations automation that takes campaigns from brief to live in days, not weeks, with naming, tracking and approvals built in.',
    features: [
      'Campaign launch playbooks',
      'Workflow automation',
      'Naming and tagging governance',
      'Approval and QA checklists',
    ],
    useCase: 'Campaign launches, market roll-outs and always-on operations.',
    outcome: { value: '70%', label: 'faster deployment' },
    href: productPage('velocityops'),
  },
  {
    id: 'ai-boost',
    name: 'AI Boost',
    summary: 'Adds machine learning to bidding, targeting and budget allocation.',
    description:
      'A machine-learning layer on top of your ad platforms that sharpens bidding, targeting and budget allocation using your own conversion and margin data.',
    features: [
      'Predictive bidding',
      'Value-based audience modelling',
      'Real-time budget reallocation',
      'Conversion value optimisation',
    ],
    useCase: 'Scaling paid acquisition profitably on Google, Meta and TikTok.',
    outcome: { value: '250%', label: 'ROAS' },
    href: productPage('ai-boost-layer'),
  },
];

/** How many modules the mix-and-match grid shows. */
export const mixAndMatchLimit = 9;

/** The modules of the mix-and-match grid: the first nine, even if the list grows. */
export const mixAndMatchModules: ReadonlyArray<GrowthModule> = modules.slice(0, mixAndMatchLimit);

/** The four popular combinations, with the spec's results in order: 180%, 300%, 250%, 90%. */
export const combinations: ReadonlyArray<ModuleCombination> = [
  {
    title: 'Demand-to-Pipeline Stack',
    modules: ['SignalOS', 'Funnel Architect', 'LeadSync'],
    outcome:
      'Spot in-market buyers early, convert them on journeys built to remove friction and hand qualified leads to sales within minutes.',
    result: { value: '180%', label: 'pipeline velocity' },
  },
  {
    title: 'Creative Scale Stack',
    modules: ['Creative Engine', 'Performance Pulse', 'Insight Layer'],
    outcome:
      'Produce more variants, let live performance data pick the winners and feed what works back into the next brief.',
    result: { value: '300%', label: 'creative variants tested per month' },
  },
  {
    title: 'Profitable Growth Stack',
    modules: ['Attribution Core', 'AI Boost', 'Performance Pulse'],
    outcome:
      'Measure the true contribution of every channel, let machine learning move budget to what works and keep spend on pace as you scale.',
    result: { value: '250%', label: 'ROAS' },
  },
  {
    title: 'Launch Velocity Stack',
    modules: ['VelocityOps', 'Insight Layer', 'Attribution Core'],
    outcome:
      'Plan launches on forecasts, ship campaigns from proven playbooks and read clean results from the first day.',
    result: { value: '90%', label: 'campaigns launched per quarter' },
  },
];

/** Shown under every set of claimed figures: outcomes are examples only. */
export const outcomesDisclaimer =
  'Outcomes are examples from client programmes; results depend on context and are not guaranteed.';

export interface ModulesPageContent {
  meta: ContentMeta;
  hero: { eyebrow: string; title: string; highlight: string; lead: string };
  grid: { heading: string; eyebrow: string; intro: string; learnMore: string };
  strongerTogether: { heading: string; eyebrow: string; intro: string };
  stackBuilder: {
    heading: string;
    eyebrow: string;
    intro: string;
    /** The visible label of the selection grid. */
    groupLabel: string;
    /** The button under the grid; leads to the contact page with the selection. */
    buttonLabel: string;
  };
  cta: { heading: string; body: string; actions: ReadonlyArray<ContentLink> };
}

/** /modules. */
export const modulesPage: ModulesPageContent = {
  meta: {
    title: 'Growth OS Modules: nine modules, one system',
    description:
      'SignalOS, Attribution Core, Creative Engine, AI Boost and five more Growth OS modules. See what each does, popular combinations, and build your own stack.',
  },
  hero: {
    eyebrow: 'Growth OS modules',
    title: 'Nine modules. One growth system.',
    highlight: 'One growth system.',
    lead: 'Each Growth OS module solves one growth constraint, from finding demand to proving revenue. Start with the module your team needs most, then add others as you scale: they share data, so every addition makes the rest work harder.',
  },
  grid: {
    heading: 'The nine modules',
    eyebrow: 'Modules',
    intro:
      'What each module does, its key features, where it is used and the outcome clients see most often.',
    learnMore: 'Learn More',
  },
  strongerTogether: {
    heading: 'Stronger Together',
    eyebrow: 'Popular combinations',
    intro:
      'Modules compound because they share one data layer: Attribution Core tells AI Boost where to bid, SignalOS tells Creative Engine what to say, and every result feeds the next decision. These are the four stacks our clients run most often.',
  },
  stackBuilder: {
    heading: 'Mix and match your stack',
    eyebrow: 'Build your own',
    intro:
      'Pick the modules you are interested in. We will bring a first view of how they fit your current tools to your system mapping session.',
    groupLabel: 'Choose modules for your stack',
    buttonLabel: 'Build My Stack',
  },
  cta: {
    heading: 'See where modules fit your growth system',
    body: 'In a system mapping session a senior strategist maps your data, channels and tools, and shows which modules would remove your biggest constraint first. We reply within 24 hours.',
    actions: [contactAction('/modules', 'Request System Mapping Session')],
  },
};

export interface ProductModulesPageContent {
  meta: ContentMeta;
  hero: { eyebrow: string; title: string; lead: string; actions: ReadonlyArray<ContentLink> };
  why: {
    heading: string;
    eyebrow: string;
    intro: string;
    /** Fixed scope, integration under 24 hrs, 3-5x ROI. */
    points: ReadonlyArray<{ title: string; body: string }>;
  };
  grid: { heading: string; eyebrow: string; intro: string; actions: ReadonlyArray<ContentLink> };
  engagement: {
    heading: string;
    eyebrow: string;
    intro: string;
    steps: ReadonlyArray<{ title: string; body: string }>;
  };
  cta: { heading: string; body: string; actions: ReadonlyArray<ContentLink> };
}

/** Links shared by the product modules page's hero and module grid. */
const exploreModules: ContentLink = { label: 'Explore all modules', href: '/modules' };
const browseProducts: ContentLink = {
  label: 'Browse digital products',
  href: '/growth-os/digital-products',
};

/** Home > Services > Product Modules: the visible breadcrumbs and the BreadcrumbList JSON-LD. */
export const productModulesTrail: ReadonlyArray<Crumb> = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services' },
  { name: 'Product Modules', path: '/services/product-modules' },
];

/** /services/product-modules: the product modules as a service. */
export const productModulesPage: ProductModulesPageContent = {
  meta: {
    title: 'Product Modules: productised growth capability',
    description:
      'Fixed-scope Growth OS modules that integrate in under 24 hrs, built for 3-5x ROI (an example, not a guarantee). See the nine modules and how they work.',
  },
  hero: {
    eyebrow: 'Product Modules',
    title: 'Growth capability, productised.',
    lead: 'Productised growth capability with a fixed scope, a fixed price and a clear outcome. Each module plugs into the stack you already run, so you add capability without another long agency project.',
    actions: [contactAction('/services/product-modules', 'Book Strategy Session'), exploreModules],
  },
  why: {
    heading: 'Why productised modules',
    eyebrow: 'The model',
    intro:
      'Bespoke projects take months to scope and are hard to compare. Modules are built once, proven across programmes and configured for you.',
    points: [
      {
        title: 'Fixed scope',
        body: 'Every module has a defined set of features, deliverables and KPIs agreed before work starts, so you know exactly what you are buying and what it should change.',
      },
      {
        title: 'Integration under 24 hrs',
        body: 'Modules connect to your ad accounts, analytics and CRM through standard integrations. Most are live and collecting data in under 24 hrs.',
      },
      {
        title: '3-5x ROI',
        body: 'Modules are built to return 3-5x ROI on their fee, measured against the KPIs agreed at the start. It is an example from client programmes: results depend on context and are not guaranteed.',
      },
    ],
  },
  grid: {
    heading: 'Nine modules to choose from',
    eyebrow: 'Growth OS modules',
    intro: 'Each module solves one growth constraint and shares data with the others.',
    actions: [exploreModules, browseProducts],
  },
  engagement: {
    heading: 'How an engagement works',
    eyebrow: 'From first call to first results',
    intro: 'A module engagement follows the same four steps, whichever modules you choose.',
    steps: [
      {
        title: 'Map your system',
        body: 'A senior strategist reviews your goals, data, channels and tools in a system mapping session and finds the constraint that costs you most.',
      },
      {
        title: 'Choose your modules',
        body: 'We recommend the modules that remove that constraint first, with the scope, KPIs and fee fixed in a one-page proposal.',
      },
      {
        title: 'Integrate and activate',
        body: 'Our engineers connect the modules to your accounts and data, usually in under 24 hrs, and run the first tests in the same week.',
      },
      {
        title: 'Measure and expand',
        body: 'You get a weekly report against the agreed KPIs. When a module has proven its return, we add the next one to the stack.',
      },
    ],
  },
  cta: {
    heading: 'Find the module that removes your biggest constraint',
    body: 'Tell us where growth is stuck. A senior strategist will reply within 24 hours and map which modules would pay back first.',
    actions: [contactAction('/services/product-modules', 'Request System Mapping Session')],
  },
};
