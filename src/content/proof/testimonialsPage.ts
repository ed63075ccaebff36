/**
 * The words of /proof/testimonials, apart from the testimonials themselves
 * (`testimonials.ts`), which the route's loader brings: a prerendered page has them in its
 * loader data, so its scripts carry only these.
 */
import { contactAction } from '../../site/contactLink';
import type { ContentLink, ContentMeta } from '../site/navigation';
import { testimonialsPath } from './paths';

export interface TestimonialsPage {
  meta: ContentMeta;
  path: '/proof/testimonials';
  hero: { eyebrow: string; title: string; lead: string };
  search: { label: string; placeholder: string };
  roleLabel: string;
  regionLabel: string;
  /** The first option of both filters. */
  allLabel: string;
  /** 'Showing 4 of 16 testimonials'. */
  countLine: (shown: number, total: number) => string;
  /** The list section's name (for screen readers), the form's button and the list's name. */
  list: { heading: string; submitLabel: string; label: string };
  empty: string;
  /** Under `empty`: what to try instead. */
  emptyHint: string;
  clearLabel: string;
  readMore: string;
  showLess: string;
  /** The badge of a pinned testimonial. */
  featured: string;
  /** The link to a testimonial's case study (`source_url`). */
  sourceLabel: string;
  cta: {
    heading: string;
    body: string;
    /** 'Start the Conversation', to the contact page from /proof/testimonials. */
    contact: ContentLink;
    /** 'View Case Studies', to /proof/cases. */
    cases: ContentLink;
  };
}

export const testimonialsPage: TestimonialsPage = {
  meta: {
    title: 'Client Testimonials',
    description:
      'What CMOs, CEOs, directors and managers in the UK, Turkey, EMEA and global brands say about working with Response, and the results behind their words.',
  },
  path: testimonialsPath,
  hero: {
    eyebrow: 'Testimonials',
    title: 'Client Testimonials',
    lead: 'Marketing leaders on what changed when they worked with us: the numbers, the way of working and what they would tell a peer. Search by name, company or words, or filter by role and region.',
  },
  search: { label: 'Search testimonials', placeholder: 'Search testimonials...' },
  roleLabel: 'Role',
  regionLabel: 'Region',
  allLabel: 'All',
  countLine: (shown, total) => `Showing ${shown} of ${total} testimonials`,
  list: { heading: 'Browse testimonials', submitLabel: 'Show testimonials', label: 'Testimonials' },
  empty: 'No testimonials found matching your criteria.',
  emptyHint: 'Try another name, company or word, or choose All for role and region.',
  clearLabel: 'Clear search and filters',
  readMore: 'Read full testimonial',
  showLess: 'Show less',
  featured: 'Featured',
  sourceLabel: 'Read the case study',
  cta: {
    heading: 'Want results your team would talk about?',
    body: 'Tell us where growth is stuck. A senior strategist will reply within 24 hours with the cases closest to yours and a view on what to test first.',
    contact: contactAction('/proof/testimonials', 'Start the Conversation'),
    cases: { label: 'View Case Studies', href: '/proof/cases' },
  },
};
