import type { LinkCard } from '../../../sections/LinkCardGrid/LinkCardGrid';
import type { Crumb } from '../../../site/structuredData';
import { type TopicSlug, topicPath } from '../paths';
import { type TopicCard, topicsTrail } from '../topics';
import type { TopicPageContent } from './types';

/** Each guide's own content, one chunk per page. */
const loaders: Record<TopicSlug, () => Promise<{ page: TopicPageContent }>> = {
  'performance-marketing': () => import('./performanceMarketing'),
  'web-analytics': () => import('./webAnalytics'),
  'digital-media': () => import('./digitalMedia'),
  'growth-marketing': () => import('./growthMarketing'),
};

/** A topic guide: its card (title, description, key facts), its content and its related services. */
export interface TopicPageData {
  card: TopicCard;
  page: TopicPageContent;
  /** The two related services as link cards, from the services' own cards. */
  related: LinkCard[];
}

/** A guide's data, with its content and its related services' cards (`data.ts`), loaded together. */
export async function loadTopicPage(slug: TopicSlug): Promise<TopicPageData> {
  const [{ page }, { topicPageData }] = await Promise.all([loaders[slug](), import('./data')]);
  return topicPageData(page);
}

/** Home, Topics, the guide: the visible breadcrumbs and their JSON-LD. */
export function topicTrail({ card }: Pick<TopicPageData, 'card'>): Crumb[] {
  return [...topicsTrail, { name: card.title, path: topicPath(card.id) }];
}
