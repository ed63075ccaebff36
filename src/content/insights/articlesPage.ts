/**
 * /insights/articles: the list's hero, controls and states (the state texts verbatim), its own
 * module so that the other Insights pages do not ship them.
 */
import type { ContentLink } from '../site/navigation';

export const articlesPage = {
  hero: {
    eyebrow: 'Insights',
    title: 'Articles',
    lead: 'Strategy, playbooks and field notes from the teams running growth for 200+ brands. Filter by pillar, topic or tag, or search for the problem you are working on.',
  },
  /** The list section's name (for screen readers). */
  heading: 'Browse articles',
  /** The list's name, and the word its count line uses. */
  listLabel: 'Articles',
  noun: { one: 'article', other: 'articles' },
  controls: {
    searchLabel: 'Search articles',
    searchPlaceholder: 'Search articles...',
    sortLabel: 'Sort by',
    sorts: { date: 'Newest First', title: 'Alphabetical' },
    pillarLabel: 'Pillar',
    allPillars: 'All pillars',
    subfilterLabel: 'Topic',
    /** The topic filter's description: 'Topics in Analytics & Data Strategy'. */
    subfilterDescription: (pillar: string) => `Topics in ${pillar}`,
    allSubfilters: 'All topics',
    tagsLabel: 'Tags',
    /** After 'Tags' when tags are chosen: ' (2 chosen)'. */
    tagsChosen: (count: number) => ` (${count} chosen)`,
    /** The tag chips' accessible name. */
    tagsFilterLabel: 'Filter articles by tag: any of the chosen tags',
    apply: 'Show articles',
    activeFilters: 'Active filters',
    clearAll: 'Clear all filters',
  },
  /** Tags in the URL the list cannot apply as asked: said in words above the list. */
  tagNotes: {
    /** A slug no tag has: '“xyz” is not a tag we use, so it is not applied.' */
    unknown: (slugs: readonly string[]) =>
      `${slugs.map((slug) => `“${slug}”`).join(', ')} ${slugs.length === 1 ? 'is not a tag' : 'are not tags'} we use, so ${slugs.length === 1 ? 'it is' : 'they are'} not applied.`,
    /** Chosen tags that only reports carry. */
    withoutArticles: (names: readonly string[]) =>
      `No article is tagged ${names.join(' or ')}: ${names.length === 1 ? 'it is a tag' : 'they are tags'} of our reports.`,
    /** The link to the reports list's search for such a tag. */
    reportsLink: (name: string) => `See reports tagged ${name}`,
  },
  loading: 'Loading articles…',
  error: {
    heading: 'Unable to load articles',
    body: 'Failed to load articles. Please try again later.',
    action: 'Try Again',
  },
  empty: {
    heading: 'No Articles yet',
    body: "We'll be publishing here soon. In the meantime, explore Proof or Services.",
    links: [
      { label: 'Explore Proof', href: '/proof' },
      { label: 'Our Services', href: '/services' },
    ] satisfies ContentLink[],
  },
  filteredEmpty: {
    heading: 'No articles found',
    body: 'Try adjusting your filters or search terms to find more articles.',
    action: 'Clear Filters',
  },
} as const;
