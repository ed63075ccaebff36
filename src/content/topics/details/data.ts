import { serviceCard } from '../../services/details/card';
import { servicePath } from '../../services/paths';
import { findTopicCard } from '../topics';
import type { TopicPageData } from './index';
import type { TopicPageContent } from './types';

/**
 * A guide's data from its content: its card and its related services' cards. Apart from the
 * index because the services' cards (about 6 kB) are needed only when a guide's loader runs:
 * a prerendered guide shows them already.
 */
export function topicPageData(page: TopicPageContent): TopicPageData {
  const related = page.relatedServices.map((service) => {
    const card = serviceCard(service);
    return { title: card.title, body: card.description, href: servicePath(service) };
  });
  return { card: findTopicCard(page.slug), page, related };
}
