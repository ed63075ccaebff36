/**
 * The head of the Insights pages, as the page descriptions `pageHead` makes its tags from:
 * canonical paths and JSON-LD: the landing as a CollectionPage of its two sections, each list
 * as a CollectionPage with an ItemList of its newest posts (up to 10) and its BreadcrumbList,
 * an article as a BlogPosting with its BreadcrumbList. Each announces the Insights RSS feed.
 */
import { insightsFeedTexts } from '../../../content/insights/feed';
import { insightsPaths, insightsTrails } from '../../../content/insights/insights';
import { insightsLanding } from '../../../content/insights/landing';
import { articlesMeta, reportsMeta } from '../../../content/insights/listsMeta';
import type { ArticleView } from '../../../features/insights/articleData';
import { safeImageUrl } from '../../../features/insights/safeImageUrl';
import { canonicalUrl } from '../../../site/canonicalUrl';
import { site } from '../../../site/config';
import type { PageMeta } from '../../../site/metadata';
import {
  breadcrumbList,
  collectionPage,
  organizationRef,
  websiteRef,
} from '../../../site/structuredData';

/** The RSS feed of every post (/insights/feed.xml), for feed readers. */
const feed = { title: insightsFeedTexts.title, path: insightsPaths.feed };

/** Most posts named in a list's structured data. */
const maxListed = 10;

interface Listed {
  slug: string;
  title: string;
}

const postItems = (posts: readonly Listed[]) =>
  posts.slice(0, maxListed).map((post) => ({
    name: post.title,
    url: canonicalUrl(insightsPaths.article(post.slug)),
  }));

export function landingHead(): PageMeta {
  const { meta, sections } = insightsLanding;
  return {
    ...meta,
    path: insightsPaths.landing,
    feed,
    structuredData: [
      collectionPage(
        meta.title,
        meta.description,
        insightsPaths.landing,
        sections.cards.map((card) => ({ name: card.title, url: canonicalUrl(card.href) })),
      ),
    ],
  };
}

export function articlesHead(posts: readonly Listed[]): PageMeta {
  const meta = articlesMeta;
  return {
    ...meta,
    path: insightsPaths.articles,
    feed,
    structuredData: [
      breadcrumbList(insightsTrails.articles),
      collectionPage(meta.title, meta.description, insightsPaths.articles, postItems(posts)),
    ],
  };
}

export function reportsHead(posts: readonly Listed[]): PageMeta {
  const meta = reportsMeta;
  return {
    ...meta,
    path: insightsPaths.reports,
    feed,
    structuredData: [
      breadcrumbList(insightsTrails.reports),
      collectionPage(meta.title, meta.description, insightsPaths.reports, postItems(posts)),
    ],
  };
}

/** An image URL as crawlers need it: absolute. */
const absolute = (src: string) => new URL(src, site.origin).href;

/** WordPress's site time without a zone, as written ('2026-03-04T09:00:00'). */
const isoDate = (date: string) => date || undefined;

export function articleHead(article: ArticleView): PageMeta {
  const path = insightsPaths.article(article.slug);
  const imageSrc = article.image ? safeImageUrl(article.image.src) : null;
  const image =
    article.image && imageSrc
      ? {
          url: absolute(imageSrc),
          width: article.image.width ?? site.shareImage.width,
          height: article.image.height ?? site.shareImage.height,
          alt: article.image.alt || article.title,
        }
      : undefined;
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title.slice(0, 110),
    description: article.excerpt,
    url: canonicalUrl(path),
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl(path) },
    datePublished: isoDate(article.date),
    dateModified: isoDate(article.date),
    inLanguage: 'en',
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    publisher: organizationRef,
    ...(image
      ? {
          image: {
            '@type': 'ImageObject',
            url: image.url,
            width: image.width,
            height: image.height,
          },
        }
      : {}),
    ...(article.categories[0] ? { articleSection: article.categories[0].name } : {}),
    ...(article.tags.length > 0
      ? { keywords: article.tags.map((tag) => tag.name).join(', ') }
      : {}),
    timeRequired: `PT${article.readTime}M`,
    isPartOf: websiteRef,
  };
  return {
    title: article.title,
    description: article.excerpt || `${article.title}: an article from ${site.brand} Insights.`,
    path,
    type: 'article',
    image,
    feed,
    article: {
      publishedTime: article.date,
      author: article.author,
      section: article.categories[0]?.name ?? null,
      tags: article.tags.map((tag) => tag.name),
    },
    structuredData: [
      breadcrumbList(insightsTrails.article(article.title, article.slug, article.list)),
      posting,
    ],
  };
}
