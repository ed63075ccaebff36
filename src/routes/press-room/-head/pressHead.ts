/**
 * The head of the press room: a press item's title is '{title} | Response Press
 * Room' (then the 60-character cut), its description its dek, with Open Graph `article` and its
 * published time, and NewsArticle plus BreadcrumbList data. The landing announces the RSS feed.
 * Built in the routes' loaders, so the press content is code-split with the pages.
 */

import { pressLabels } from '../../../content/press/labels';
import { mediaKitPath, pressFeedPath, pressTitle } from '../../../content/press/paths';
import { mediaKitTrail } from '../../../content/press/trails';
import type { CoverageItem, PressRelease } from '../../../content/press/types';
import type { ContentMeta } from '../../../content/site/navigation';
import { canonicalUrl } from '../../../site/canonicalUrl';
import { site } from '../../../site/config';
import type { PageMeta } from '../../../site/metadata';
import {
  breadcrumbList,
  type Crumb,
  collectionPage,
  organizationRef,
} from '../../../site/structuredData';

const feed = { title: pressLabels.feedTitle, path: pressFeedPath };

/** A list page of the press room (the landing and the two indexes). */
export function pressListHead(
  meta: ContentMeta,
  path: string,
  trail: ReadonlyArray<Crumb>,
  items: ReadonlyArray<{ title: string; url: string }>,
): PageMeta {
  return {
    ...meta,
    path,
    feed,
    structuredData: [
      collectionPage(
        meta.title,
        meta.description,
        path,
        items.map((item) => ({ name: item.title, url: canonicalUrl(item.url) })),
      ),
      breadcrumbList(trail),
    ],
  };
}

export function mediaKitHead(meta: ContentMeta): PageMeta {
  return { ...meta, path: mediaKitPath, structuredData: [breadcrumbList(mediaKitTrail)] };
}

/** A press release or a coverage item at `path`, under `trail` (its index's). */
export function pressItemHead(
  item: PressRelease | CoverageItem,
  path: string,
  trail: ReadonlyArray<Crumb>,
): PageMeta {
  const coverage = 'publication' in item ? item : undefined;
  const publication = coverage
    ? { '@type': 'NewsMediaOrganization', name: coverage.publication }
    : undefined;
  const published = `${item.date}T09:00:00Z`;
  const image = `${site.origin}${site.shareImage.path}`;
  return {
    title: pressTitle(item.title, site.brand),
    description: item.dek,
    path,
    type: 'article',
    article: { publishedTime: published, section: pressLabels.pressRoom },
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: item.title.length > 110 ? `${item.title.slice(0, 109)}…` : item.title,
        description: item.dek,
        datePublished: published,
        dateModified: published,
        url: canonicalUrl(path),
        mainEntityOfPage: canonicalUrl(path),
        image: [image],
        dateline: item.dateline,
        inLanguage: 'en',
        // A release is ours; a coverage item is the publication's, written by its reporter.
        publisher: publication ?? organizationRef,
        author: coverage?.author
          ? { '@type': 'Person', name: coverage.author }
          : (publication ?? organizationRef),
      },
      breadcrumbList([...trail, { name: item.title, path }]),
    ],
  };
}
