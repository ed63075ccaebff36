/**
 * The proof areas' words (doc 2 "Proof"): the awards and tech stack pages, and the areas' names
 * and breadcrumb trails. The hub's own content (/proof) is in proofHub.ts, so that an area's page
 * does not ship it.
 */
import { contactAction } from '../site/contactLink';
import type { ContentLink, ContentMeta } from './navigation';

/** The awards page (/proof/awards, doc 2 "Proof"): the hub's awards, in full, and two actions. */
export const awardsPage = {
  meta: {
    title: 'Awards and recognition',
    description:
      'Industry awards and client-reviewed rankings for Response: the 2025 Global Search Awards finalist entry and our Clutch recognitions of 2024 and 2023.',
  } satisfies ContentMeta,
  path: '/proof/awards',
  hero: {
    eyebrow: 'Proof',
    title: 'Recognised by judges and by clients.',
    highlight: 'by clients.',
    lead: 'Awards are one kind of evidence: each entry below names the work it was given for, and links to the programme’s own page so you can check it.',
  },
  list: {
    heading: 'Awards & Recognition',
    intro: 'Newest first. Agency-wide rankings come from verified client reviews.',
  },
  cta: {
    heading: 'Results you can check, not just read about',
    body: 'The case studies show the numbers behind the awards, and a strategy session shows what a similar programme could do for you.',
    cases: { label: 'See Case Studies', href: '/proof/cases' } satisfies ContentLink,
    strategySession: contactAction('/proof/awards', 'Book a Strategy Session'),
  },
};

/** The proof areas' names in their breadcrumb trails. */
export const proofAreaNames = {
  cases: 'Case Studies',
  testimonials: 'Testimonials',
  awards: 'Awards',
  techStack: 'Tech Stack',
} as const;

/** The proof area's breadcrumb trails (visible breadcrumbs and their JSON-LD). */
export const proofTrails = {
  area: (name: string, path: string) => [
    { name: 'Home', path: '/' },
    { name: 'Proof', path: '/proof' },
    { name, path },
  ],
  /** Home, Proof, Case Studies, then the case's brand (doc 2 "Proof"). */
  caseStudy: (brand: string, path: string) => [
    ...proofTrails.area(proofAreaNames.cases, '/proof/cases'),
    { name: brand, path },
  ],
};

/** The tech stack catalogue (/proof/tech-stack, doc 2 "Proof"): its words; the tools are in tools.ts. */
export const techStackPage = {
  meta: {
    title: 'Tech Stack: the Tools Behind Our Work',
    description:
      'About a hundred marketing tools we run client programmes on, from ad platforms and analytics to SEO, experimentation, AI, tag management and lifecycle marketing.',
  } satisfies ContentMeta,
  path: '/proof/tech-stack',
  hero: {
    eyebrow: 'Tech Stack',
    title: 'The tools behind the work.',
    highlight: 'behind the work.',
    lead: 'We are tool-agnostic: we work in the platforms you already pay for and add only what a programme needs. These are the ones our teams use every week, and where.',
  },
  search: { label: 'Search tools', placeholder: 'Search tools and descriptions...' },
  categoryLabel: 'Category',
  usedInLabel: 'Used in',
  /** The list section's name (for screen readers), the form's button and the grid's name. */
  list: { heading: 'Browse tools', submitLabel: 'Show tools', label: 'Tools' },
  empty: 'No tools found matching your criteria.',
  emptyHint: 'Try another name or word, or choose All categories.',
  clearLabel: 'Clear search and filters',
  cta: {
    heading: 'Not sure which tools your growth needs?',
    body: 'We audit what you already run before suggesting anything new. Most stacks need fewer tools, better connected.',
    contact: contactAction('/proof/tech-stack', 'Get a Stack Review'),
    growthOs: { label: 'Explore Growth OS', href: '/growth-os' } satisfies ContentLink,
  },
};
