/**
 * The proof hub (/proof): cards to the five proof areas, the awards
 * section (from `awards.ts`, shared with /proof/awards) and a closing call to action with a
 * strategy session button and a link to the case studies.
 */
import { contactAction } from '../../site/contactLink';
import type { ContentLink, ContentMeta } from '../site/navigation';
import { type Award, awards } from './awards';

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
