/**
 * The titles and descriptions of the two Insights lists, for their heads. Apart from
 * the lists' words (articlesPage.ts, reportsPage.ts): a head is made in the loader, so the words
 * then ship in their page's own chunk, not in one the head builder shares with it.
 */
import type { ContentMeta } from '../site/navigation';

export const articlesMeta = {
  title: 'Articles: performance, AI and growth strategy',
  description:
    'Articles on performance marketing strategy, AI and marketing transformation, analytics, growth and scaling, marketing leadership and executive playbooks.',
} satisfies ContentMeta;

export const reportsMeta = {
  title: 'Reports: marketing benchmarks and research',
  description:
    'Benchmarks, studies and research from Response: media efficiency, AI adoption, measurement and growth, with the data and methodology behind them.',
} satisfies ContentMeta;
