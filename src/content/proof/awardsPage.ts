import { contactAction } from '../../site/contactLink';
import type { ContentLink, ContentMeta } from '../site/navigation';

/** The awards page (/proof/awards): the hub's awards, in full, and two actions. */
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
