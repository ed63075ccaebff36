/**
 * The Growth OS digital product catalogue: eight products, in the spec's order, with the spec's
 * slugs, categories and status. Headline KPI figures are the spec's claims
 * (SignalOS 40% faster opportunity identification, Creative Engine 300% creative performance,
 * Performance Pulse 50% less manual optimisation time, Insight Layer 85% prediction accuracy,
 * LeadSync 200% more qualified leads, VelocityOps 70% faster deployment, AI Boost 250% ROAS,
 * BrandPulse 360 a 5-day brand-lift test, integration under 24 hrs, 3-5x ROI); the remaining
 * copy is ours. Outcomes are examples, not guarantees.
 */
import type { Crumb } from '../../site/structuredData';
import { serviceNames } from '../services/serviceNames';
import type { ContentMeta } from '../site/navigation';
import type { ProductCategory } from './productCategories';

/** Every category of the catalogue filter, in the spec's order. */
export { type ProductCategory, productCategories } from './productCategories';

/** Release status; all eight products are generally available. */
export type ProductStatus = 'GA';

export interface ProductKpi {
  name: string;
  /** e.g. '-40%' or '+60%' or '85%', an expected movement consistent with the spec's claims */
  change: string;
}

export interface ProductSetup {
  /** e.g. 'Live in under 24 hours' */
  timeline: string;
  steps: string[];
  governance: string[];
}

/** A product as the catalogue's card shows it and its search reads it. */
export interface ProductEntry {
  name: string;
  slug: string;
  category: ProductCategory;
  status: ProductStatus;
  /** One sentence; the catalogue search matches name and summary. */
  summary: string;
  /**
   * The agency services (each by its one name, `serviceNames.ts`) or Growth OS layers the product
   * is part of.
   */
  usedIn: string[];
}

/** What a product's own page adds to its card (productDetails.ts). */
export interface ProductDetails {
  /** Two or three sentences (detail page). */
  description: string;
  useCases: string[];
  integrations: string[];
  setup: ProductSetup;
  kpis: ProductKpi[];
}

/** A product with its page's content. */
export type DigitalProduct = ProductEntry & ProductDetails;

/** The eight products, in the spec's order: what their cards show and the search reads. */
export const products: readonly ProductEntry[] = [
  {
    name: 'SignalOS',
    slug: 'signalos',
    category: 'Audiences',
    status: 'GA',
    summary:
      'Audience intelligence that scores first-party, platform and market signals to surface your next high-value segments before competitors find them.',
    usedIn: [
      serviceNames['user-acquisition'],
      serviceNames['growth-marketing'],
      'Growth OS Intelligence layer',
    ],
  },
  {
    name: 'Creative Engine',
    slug: 'creative-engine',
    category: 'Creative',
    status: 'GA',
    summary:
      'Modular creative production and testing that builds platform-native ad variants and scores every hook, format and message.',
    usedIn: [
      serviceNames['creative-production'],
      serviceNames['user-acquisition'],
      'Growth OS Execution layer',
    ],
  },
  {
    name: 'Performance Pulse',
    slug: 'performance-pulse',
    category: 'Measurement',
    status: 'GA',
    summary:
      'Always-on campaign monitoring that flags pacing, cost and conversion anomalies across channels and recommends the fix.',
    usedIn: [
      serviceNames['user-acquisition'],
      serviceNames['growth-marketing'],
      'Growth OS Execution layer',
    ],
  },
  {
    name: 'Insight Layer',
    slug: 'insight-layer',
    category: 'Data',
    status: 'GA',
    summary:
      'A governed marketing data model in your own warehouse that forecasts demand, revenue and customer value by channel and market.',
    usedIn: [
      serviceNames['growth-marketing'],
      serviceNames['executive-growth-advisory'],
      'Growth OS Intelligence layer',
    ],
  },
  {
    name: 'LeadSync',
    slug: 'leadsync',
    category: 'Automation',
    status: 'GA',
    summary:
      'Lead routing and nurture automation that deduplicates, enriches and scores every B2B lead and hands it to the right owner within minutes.',
    usedIn: [
      serviceNames['account-based-marketing'],
      serviceNames['growth-marketing'],
      'Growth OS Execution layer',
    ],
  },
  {
    name: 'VelocityOps',
    slug: 'velocityops',
    category: 'Governance',
    status: 'GA',
    summary:
      'Campaign operations and governance that take launches from brief to live with shared templates, approval chains and automated QA.',
    usedIn: [
      serviceNames['user-acquisition'],
      serviceNames['go-to-market-new-country'],
      'Growth OS Enablement layer',
    ],
  },
  {
    name: 'AI Boost Layer',
    slug: 'ai-boost-layer',
    category: 'AI & Automation',
    status: 'GA',
    summary:
      'Machine-learning bid and budget optimisation that sends value-based signals back to ad platforms so they bid for profit, not clicks.',
    usedIn: [
      serviceNames['user-acquisition'],
      serviceNames['growth-marketing'],
      'Growth OS Intelligence layer',
    ],
  },
  {
    name: 'BrandPulse 360',
    slug: 'brandpulse-360',
    category: 'Measurement',
    status: 'GA',
    summary:
      'A 5-day brand-lift test that measures awareness, consideration and ad recall against a matched control group.',
    usedIn: [
      serviceNames['growth-marketing'],
      serviceNames['go-to-market-new-country'],
      'Growth OS Intelligence layer',
    ],
  },
];

/** The path of the catalogue page. */
export const cataloguePath = '/growth-os/digital-products';

/** The path of a product's detail page: /growth-os/digital-products/{slug}. */
export function productPath(slug: string): string {
  return `${cataloguePath}/${slug}`;
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

/** Headings and fixed text of a product detail page, shared by all eight. */
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
