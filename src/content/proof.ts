/**
 * The proof hub (/proof; doc 1 §2.12, doc 2 "Proof"): cards to the five proof areas, the awards
 * section (from `awards.ts`, shared with /proof/awards) and a closing call to action with a
 * strategy session button and a link to the case studies.
 */
import { contactAction } from '../site/contactLink';
import { type Award, awards } from './awards';
import type { ContentLink, ContentMeta } from './navigation';

/** A card linking to one proof area. */
export interface ProofCard {
  title: string;
  description: string;
  href: string;
}

export interface ProofHub {
  meta: ContentMeta;
  path: '/proof';
  /** `highlight` is the part of the title drawn in the accent colour. */
  hero: { eyebrow: string; title: string; highlight: string; lead: string };
  /** Case studies, testimonials, awards, tech stack and the press room. */
  /** `linkLabel`: each card's link ('Explore'). */
  areas: { heading: string; intro: string; linkLabel: string; cards: ProofCard[] };
  awards: { heading: string; intro: string; items: Award[] };
  cta: {
    heading: string;
    body: string;
    /** 'Book a Strategy Session', to the contact page with from=/proof. */
    strategySession: ContentLink;
    /** 'See Case Studies', to /proof/cases. */
    cases: ContentLink;
  };
}

export const proofHub: ProofHub = {
  meta: {
    title: 'Proof: case studies, testimonials and awards',
    description:
      'The evidence behind our claims: client case studies, testimonials, awards, the tech stack we run on and our press room. Outcomes depend on context.',
  },
  path: '/proof',
  hero: {
    eyebrow: 'Proof',
    title: 'Proof, not promises.',
    highlight: 'not promises.',
    lead: 'Growth claims are easy to make. Here is the evidence behind ours: client results with the methodology behind them, what marketing leaders say about working with us, industry recognition and the tools our systems run on.',
  },
  areas: {
    heading: 'Explore the evidence',
    linkLabel: 'Explore',
    intro:
      "Results shown are examples from real engagements. They depend on each client's market, budget and starting point, and are not guaranteed.",
    cards: [
      {
        title: 'Case Studies',
        description:
          'Client results in CPG, financial services, B2B software, beauty and e-commerce, each with the challenge, the approach and the methodology behind the numbers.',
        href: '/proof/cases',
      },
      {
        title: 'Client Testimonials',
        description:
          'What CMOs, CEOs, directors and managers in the UK, Turkey and beyond say about working with Response.',
        href: '/proof/testimonials',
      },
      {
        title: 'Awards',
        description:
          'Industry recognition for our client work, from the Global Search Awards to review-platform rankings.',
        href: '/proof/awards',
      },
      {
        title: 'Tech Stack',
        description:
          'The advertising, analytics, automation and AI tools our growth systems run on, searchable by category.',
        href: '/proof/tech-stack',
      },
      {
        title: 'Press Room',
        description:
          'Press releases, media coverage and resources for journalists writing about Response.',
        href: '/press-room',
      },
    ],
  },
  awards: {
    heading: 'Awards & Recognition',
    intro: 'Recognition from industry judges and from the clients who review our work.',
    items: awards,
  },
  cta: {
    heading: 'See what a growth system could do for you',
    body: 'A senior strategist will walk you through the cases closest to your market and what a Growth OS pilot could change. We reply within 24 hours.',
    strategySession: contactAction('/proof', 'Book a Strategy Session'),
    cases: { label: 'See Case Studies', href: '/proof/cases' },
  },
};

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
