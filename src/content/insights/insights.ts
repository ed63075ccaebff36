/**
 * The Insights area's own words: the article page's labels (its cards use them on
 * every list) and the pages' trails here; the landing's, the articles list's and the reports
 * list's words in their own modules (`insightsLanding`, `articlesPage`, `reportsPage`), so that
 * each page ships its own only. The state texts are the spec's,
 * verbatim. Posts themselves come from the content service (src/features/insights/).
 */
import type { Crumb } from '../../site/structuredData';
import type { ContentLink } from '../site/navigation';

/** A list page's message in place of its cards (on error, or when nothing is found). */
export interface ListMessage {
  heading: string;
  body: string;
}

export { insightsPaths } from './paths';

export const articlePage = {
  back: { label: 'Back to Articles', href: '/insights/articles' } satisfies ContentLink,
  /** A report's way back: to the list it is on. */
  backToReports: { label: 'Back to Reports', href: '/insights/reports' } satisfies ContentLink,
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
  /** A post's trail, through the list it is on (a report's goes through Reports). */
  article: (title: string, slug: string, list: 'articles' | 'reports' = 'articles') => [
    { name: 'Home', path: '/' },
    { name: 'Insights', path: '/insights' },
    list === 'reports'
      ? { name: 'Reports', path: '/insights/reports' }
      : { name: 'Articles', path: '/insights/articles' },
    { name: title, path: `/insights/${slug}` },
  ],
} satisfies Record<
  string,
  Crumb[] | ((title: string, slug: string, list?: 'articles' | 'reports') => Crumb[])
>;
