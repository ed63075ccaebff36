import { contactAction } from '../../site/contactLink';
import type { ContentLink, ContentMeta } from '../site/navigation';

/** The tech stack catalogue (/proof/tech-stack): its words; the tools are in tools.ts. */
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
