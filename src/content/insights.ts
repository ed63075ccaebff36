/**
 * The Insights area's own words (doc 2 §2, §8): the landing's two cards, the list pages' heroes,
 * controls and states, the reports' call to action and the article page's labels. The state
 * texts are the spec's, verbatim. Posts themselves come from the content service
 * (src/features/insights/).
 */
import { contactAction } from '../site/contactLink';
import type { Crumb } from '../site/structuredData';
import type { ContentLink, ContentMeta } from './navigation';

/** A list page's message in place of its cards (doc 2 §8). */
export interface ListMessage {
  heading: string;
  body: string;
}

export { insightsPaths } from './insightsPaths';

export const insightsLanding = {
  meta: {
    title: 'Insights: growth marketing articles and reports',
    description:
      'Articles and reports from Response on performance marketing, AI, analytics and growth leadership, written from work with 200+ brands in 90+ countries.',
  } satisfies ContentMeta,
  hero: {
    eyebrow: 'Insights',
    title: 'Thinking you can put to work on Monday.',
    highlight: 'on Monday.',
    lead: 'What we learn running growth systems for 200+ brands in 90+ countries, written up for the people who own the number: strategy and playbooks in the articles, benchmarks and research in the reports.',
  },
  sections: {
    heading: 'Read by format',
    intro: 'Every piece is written by the strategists, analysts and engineers who did the work.',
    cards: [
      {
        title: 'Articles',
        subtitle: 'Strategy, playbooks and field notes',
        body: 'Performance marketing, AI and marketing transformation, analytics, scaling and leadership: filter by pillar, topic or tag, or search for what you are working on.',
        href: '/insights/articles',
        linkLabel: 'Read articles',
      },
      {
        title: 'Reports',
        subtitle: 'Benchmarks, studies and research',
        body: 'Longer pieces with the data behind them: spend and efficiency benchmarks, adoption studies and research you can take to the board.',
        href: '/insights/reports',
        linkLabel: 'Browse reports',
      },
    ],
  },
  cta: {
    heading: 'Want this thinking applied to your numbers?',
    body: 'A strategy session starts from your funnel, your channels and your targets, not from a template.',
    action: contactAction('/insights', 'Book a Strategy Session'),
  },
};

export const articlesPage = {
  meta: {
    title: 'Articles: performance, AI and growth strategy',
    description:
      'Articles on performance marketing strategy, AI and marketing transformation, analytics, growth and scaling, marketing leadership and executive playbooks.',
  } satisfies ContentMeta,
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

export const reportsPage = {
  meta: {
    title: 'Reports: marketing benchmarks and research',
    description:
      'Benchmarks, studies and research from Response: media efficiency, AI adoption, measurement and growth, with the data and methodology behind them.',
  } satisfies ContentMeta,
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

export const articlePage = {
  back: { label: 'Back to Articles', href: '/insights/articles' } satisfies ContentLink,
  share: {
    label: 'Share this article',
    linkedIn: 'Share on LinkedIn',
    twitter: 'Share on Twitter',
  },
  loading: 'Loading the article…',
  /** The name of the list of the article's pillar and topic badges. */
  categoriesLabel: 'Categories',
  taggedWith: 'Tagged with',
  related: 'Related Articles',
  readTime: (minutes: number) => `${minutes} min read`,
  byline: (author: string) => `By ${author}`,
};

/** Breadcrumb trails (the visible breadcrumbs and their BreadcrumbList JSON-LD). */
export const insightsTrails = {
  articles: [
    { name: 'Home', path: '/' },
    { name: 'Insights', path: '/insights' },
    { name: 'Articles', path: '/insights/articles' },
  ],
  reports: [
    { name: 'Home', path: '/' },
    { name: 'Insights', path: '/insights' },
    { name: 'Reports', path: '/insights/reports' },
  ],
  article: (title: string, slug: string) => [
    { name: 'Home', path: '/' },
    { name: 'Insights', path: '/insights' },
    { name: 'Articles', path: '/insights/articles' },
    { name: title, path: `/insights/${slug}` },
  ],
} satisfies Record<string, Crumb[] | ((title: string, slug: string) => Crumb[])>;
