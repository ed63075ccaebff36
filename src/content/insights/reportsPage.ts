/**
 * /insights/reports: the list's hero, states and call to action, its own module so
 * that the other Insights pages do not ship them.
 */
import { contactAction } from '../../site/contactLink';
import type { ContentLink } from '../site/navigation';

export const reportsPage = {
  hero: {
    eyebrow: 'Insights',
    title: 'Reports',
    lead: 'Benchmarks, studies and research with the data and the method behind them, for the board deck, the budget round and the next planning cycle.',
  },
  /** The list section's name (for screen readers). */
  heading: 'Browse reports',
  /** The list's name, and the word its count line uses. */
  listLabel: 'Reports',
  noun: { one: 'report', other: 'reports' },
  controls: {
    searchLabel: 'Search reports',
    searchPlaceholder: 'Search reports...',
    apply: 'Search',
  },
  loading: 'Loading reports…',
  error: {
    heading: 'Unable to load reports',
    body: 'Failed to load reports. Please try again later.',
    action: 'Try Again',
  },
  empty: {
    heading: 'No Reports yet',
    body: "We'll be publishing here soon. In the meantime, explore Proof or Services.",
    links: [
      { label: 'Explore Proof', href: '/proof' },
      { label: 'Our Services', href: '/services' },
    ] satisfies ContentLink[],
  },
  filteredEmpty: {
    heading: 'No reports found',
    body: 'Try adjusting your search terms to find more reports.',
    action: 'Clear Search',
  },
  cta: {
    heading: 'Need Custom Research?',
    body: 'Our analysts build benchmarks, market sizing and audience studies for your category and your competitors, with the methodology written down so your board can check it.',
    action: contactAction('/insights/reports', 'Request Custom Research'),
  },
} as const;
