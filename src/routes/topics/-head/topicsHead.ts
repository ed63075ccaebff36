/**
 * The head of /topics and the topic guides (title, description, canonical, social metadata,
 * and structured data with breadcrumbs): the index is a CollectionPage of the four
 * guides; a guide is a WebPage about its topic, with its FAQPage. Built in the loaders, code-split with the pages.
 */
import { type TopicPageData, topicTrail } from '../../../content/topics/details';
import { topicPath, topicsPath } from '../../../content/topics/paths';
import { topicCards, topicsIndex, topicsTrail } from '../../../content/topics/topics';
import { canonicalUrl } from '../../../site/canonicalUrl';
import type { PageMeta } from '../../../site/metadata';
import {
  breadcrumbList,
  collectionPage,
  faqPage,
  organizationRef,
  websiteRef,
} from '../../../site/structuredData';

export function topicsHead(): PageMeta {
  const { meta } = topicsIndex;
  return {
    ...meta,
    path: topicsPath,
    structuredData: [
      collectionPage(
        meta.title,
        meta.description,
        topicsPath,
        topicCards.map((card) => ({ name: card.title, url: canonicalUrl(card.href) })),
      ),
      breadcrumbList(topicsTrail),
    ],
  };
}

export function topicHead(data: TopicPageData): PageMeta {
  const { card, page } = data;
  const path = topicPath(card.id);
  return {
    ...page.meta,
    path,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: page.meta.title,
        description: card.description,
        abstract: page.tldr,
        url: canonicalUrl(path),
        about: { '@type': 'Thing', name: card.title },
        inLanguage: 'en',
        isPartOf: websiteRef,
        publisher: organizationRef,
      },
      faqPage(page.faq),
      breadcrumbList(topicTrail(data)),
    ],
  };
}
