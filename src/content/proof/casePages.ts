/**
 * Case studies: the list at /proof/cases
 * and one page per case at /proof/cases/{slug}. Each case holds both its card (client, metrics,
 * summary) and its page (challenge, approach, KPIs, methodology, Growth OS modules).
 *
 * This module holds the shape of a case and the words of both pages; the eight cases themselves
 * are in `proof/caseDetails.ts`, which a case page's loader imports when it runs, so a prerendered
 * case page (whose loader data is in its HTML) does not load all eight.
 *
 * The five cases the spec details keep its figures exactly: the CPG and industrial company
 * (+400% SQL growth), the benefits firm (-82% CAC, +112% conversion), the software firm (-76%
 * new-customer CAC, 3.1x ROI), the bank (+127% qualified leads, -41% CPL: the programme behind
 * the 2025 Global Search Awards finalist entry in `awards.ts`) and the skincare brand (+800% ROAS,
 * +44% add-to-cart). The fashion retailer, the SaaS platform and the gaming app are the spec's
 * three further cases, with figures of ours. Brands are invented and described, never real
 * companies. Every case says how its figures were measured and what is still to be confirmed;
 * outcomes are examples, not guarantees.
 */
import { contactAction } from '../../site/contactLink';
import type { ModuleName } from '../growth-os/moduleNames';
import type { ContentLink, ContentMeta } from '../site/navigation';
import type { CaseIndustry } from './caseIndustries';
import { caseNotFound } from './caseNotFound';

/** The industries, in the order of the filter buttons, and the 'All Industries' label. */
export { allIndustriesLabel, type CaseIndustry, caseIndustries } from './caseIndustries';

/** Where the programme ran; shown as a badge when present. */
export type CaseRegion = 'UK' | 'Turkey' | 'EMEA' | 'US' | 'Global';

/** One result on the case card: '+400%' + 'SQL growth'. */
export interface CaseMetric {
  label: string;
  /** As shown: '+400%', '-41%', '3.1x', '€11.6M'. */
  value: string;
}

/** One cell of the case page's KPI grid. */
export interface CaseKpi {
  metric: string;
  value: string;
}

export interface CaseMethodology {
  /** How the figures were measured, and what is still to be confirmed. */
  notes: string[];
  /** The systems the figures come from. */
  dataSources: string[];
}

/** A case study: the card of the list and its page. */
export interface CaseStudy {
  /** Lowercase words joined by hyphens; the page is at /proof/cases/{slug}. */
  slug: string;
  /** The client's (invented) brand: breadcrumb, page title. */
  brand: string;
  /** Who the client is, described: 'A European manufacturer of …'. */
  client: string;
  title: string;
  industry: CaseIndustry;
  region?: CaseRegion;
  /** What the programme was for, shown as a badge: 'Pipeline Growth'. */
  objective: string;
  /** One or two sentences for the card. */
  summary: string;
  /** The card's results, in order; the first is its headline metric. */
  metrics: CaseMetric[];
  /** The headline result, as one line at the top of the page. */
  primaryClaim: string;
  secondaryKpis: string[];
  /** Two to four sentences each. */
  challenge: string;
  approach: string;
  /** The Growth OS modules the programme ran on. */
  stackModules: ModuleName[];
  kpis: CaseKpi[];
  methodology: CaseMethodology;
  tags: string[];
}

/** A case as the list's card shows it. */
export type CaseSummary = Pick<
  CaseStudy,
  'slug' | 'brand' | 'title' | 'industry' | 'region' | 'objective' | 'summary' | 'metrics' | 'tags'
>;

/** What a case's own page adds to its card. */
export type CaseDetail = Omit<CaseStudy, keyof CaseSummary>;

/** The page of a case. */
export function casePath(slug: string): string {
  return `/proof/cases/${slug}`;
}

export interface CasesPage {
  meta: ContentMeta;
  path: '/proof/cases';
  hero: { eyebrow: string; title: string; lead: string };
  /** The name of the industry filter's button group. */
  industryFilterLabel: string;
  /** The first filter button. */
  allIndustriesLabel: string;
  loadMoreLabel: string;
  /** Cases shown at first, and added by each 'Load More Case Studies'. */
  pageSize: number;
  /** The card's link to the case page. */
  viewCaseLabel: string;
  /** Shown under the list and on every case page. */
  outcomesDisclaimer: string;
  /** The list section's name (for screen readers), the form's button and the list's name. */
  list: { heading: string; submitLabel: string; label: string };
  /** No case in the chosen industry. */
  empty: { heading: string; body: string; clearLabel: string };
  /**
   * The list page's call to action: a contact button (from /proof/cases) and a link to the
   * testimonials.
   */
  listCta: { heading: string; body: string; contactLabel: string; testimonialsLabel: string };
  /** Unknown slug: 'Case Study Not Found' with 'Back to Case Studies'. */
  notFound: { title: string; body: string; back: ContentLink };
  /** The words of a case page. */
  detail: {
    /** Breadcrumb: Home, Proof, Case Studies, then the brand. */
    trail: ContentLink[];
    /** The name of the hero's badges, with and without a region. */
    badgesLabel: { withRegion: string; withoutRegion: string };
    headings: {
      secondaryKpis: string;
      challenge: string;
      approach: string;
      kpis: string;
      methodology: string;
      dataSources: string;
      stackModules: string;
      tags: string;
    };
  };
  /** The case page's call to action; the button is `caseContactAction(slug)`. */
  cta: { heading: string; body: string; label: string };
}

export const casesPage: CasesPage = {
  meta: {
    title: 'Case Studies: Growth Results by Industry',
    description:
      'Client results in CPG, financial services, B2B software, beauty and e-commerce, each with the challenge, the approach and how the numbers were measured.',
  },
  path: '/proof/cases',
  hero: {
    eyebrow: 'Case Studies',
    title: 'Results, with the working shown.',
    lead: 'Eight programmes across six industries. Each case sets out the problem, what we changed, the Growth OS modules it ran on and how every figure was measured, including what is still to be confirmed.',
  },
  industryFilterLabel: 'Filter by industry',
  allIndustriesLabel: 'All Industries',
  loadMoreLabel: 'Load More Case Studies',
  pageSize: 6,
  viewCaseLabel: 'View Case Study',
  outcomesDisclaimer:
    "Results are examples from real engagements, with client names changed. They depend on each client's market, budget and starting point, and are not guaranteed.",
  list: {
    heading: 'Browse case studies',
    submitLabel: 'Show case studies',
    label: 'Case studies',
  },
  empty: {
    heading: 'No case studies in this industry yet',
    body: 'See every case study, or ask us about our work in your market: not every programme is published.',
    clearLabel: 'Show All Industries',
  },
  listCta: {
    heading: 'Want results like these in your market?',
    body: 'Tell us the metric that matters this quarter. A senior strategist replies within 24 hours with the cases closest to yours and what a pilot would test first.',
    contactLabel: 'Book a Strategy Session',
    testimonialsLabel: 'Read Client Testimonials',
  },
  notFound: caseNotFound,
  detail: {
    trail: [
      { label: 'Home', href: '/' },
      { label: 'Proof', href: '/proof' },
      { label: 'Case Studies', href: '/proof/cases' },
    ],
    badgesLabel: {
      withRegion: 'Industry, region and objective',
      withoutRegion: 'Industry and objective',
    },
    headings: {
      secondaryKpis: 'Also delivered',
      challenge: 'Challenge',
      approach: 'Approach',
      kpis: 'Key Results',
      methodology: 'Methodology',
      dataSources: 'Data sources',
      stackModules: 'Growth OS Modules',
      tags: 'Tags',
    },
  },
  cta: {
    heading: 'Facing a similar challenge?',
    body: 'A senior strategist will walk you through how this programme was built and what a pilot could look like in your market. We reply within 24 hours.',
    label: 'Discuss a Similar Programme',
  },
};

/** The case page's contact button, attributed to that page. */
export function caseContactAction(slug: string): ContentLink {
  return contactAction(casePath(slug), casesPage.cta.label);
}
