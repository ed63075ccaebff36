import { alternateUrl, canonicalUrl } from './canonicalUrl';
import { site } from './config';
import { socialCardPath } from './socialCard';

export { alternateUrl, canonicalUrl };

/**
 * Page metadata rules: titles to 60 characters, descriptions to 160, the brand suffix
 * when a title lacks the brand, canonical URLs without campaign and click-id parameters
 * (src/site/campaignParams.ts) or trailing slash, a 1200x630 share image and en/tr alternates
 * with the host swapped.
 */
export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 160;
const ELLIPSIS = '…';

export function truncate(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  return `${clean.slice(0, limit - 3)}${ELLIPSIS}`;
}

export function withBrand(title: string, brand: string = site.brand): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (!clean) return brand;
  if (clean.toLowerCase().includes(brand.toLowerCase())) return clean;
  return `${clean} | ${brand}`;
}

export function pageTitle(title: string): string {
  return truncate(withBrand(title), TITLE_LIMIT);
}

export function pageDescription(description: string): string {
  return truncate(description, DESCRIPTION_LIMIT);
}

export interface PageMeta {
  title: string;
  description: string;
  /** The path of the page, e.g. `/company/about`. Query parameters are cleaned. */
  path: string;
  type?: 'website' | 'article';
  image?: { url: string; width: number; height: number; alt: string };
  /** With `type: 'article'`: Open Graph's article fields (published time, author, section, tags). */
  article?: {
    publishedTime: string;
    author?: string | null;
    section?: string | null;
    tags?: readonly string[];
  };
  /** JSON-LD objects for this page. */
  structuredData?: ReadonlyArray<Record<string, unknown>>;
  /** A feed of the page's items (the press releases' RSS), announced for feed readers. */
  feed?: { title: string; path: string };
  noindex?: boolean;
}

type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string };
type LinkTag = { rel: string; href: string; hrefLang?: string; type?: string; title?: string };
type ScriptTag = { type: string; children: string };

export interface HeadTags {
  meta: MetaTag[];
  links: LinkTag[];
  scripts: ScriptTag[];
}

/** Everything a route's `head` option returns, from one description of the page. */
export function pageHead(page: PageMeta): HeadTags {
  const title = pageTitle(page.title);
  const description = pageDescription(page.description);
  const canonical = canonicalUrl(page.path);
  // The page's own social card (drawn by the build for its canonical path: server/socialCards.ts),
  // which shows its title; a page not to index (a not-found page, whose path has none) has the
  // site's share image.
  const image = page.image ?? {
    url:
      site.origin +
      (page.noindex ? site.shareImage.path : socialCardPath(new URL(canonical).pathname)),
    width: site.shareImage.width,
    height: site.shareImage.height,
    alt: page.noindex ? site.shareImage.alt : title,
  };
  const meta: MetaTag[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:locale', content: site.locale },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image.url },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:site', content: site.twitter },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image.url },
    { name: 'twitter:image:alt', content: image.alt },
  ];
  if (page.article) {
    const { publishedTime, author, section, tags = [] } = page.article;
    if (publishedTime) meta.push({ property: 'article:published_time', content: publishedTime });
    if (author) meta.push({ property: 'article:author', content: author });
    if (section) meta.push({ property: 'article:section', content: section });
    for (const tag of tags) meta.push({ property: 'article:tag', content: tag });
  }
  if (page.noindex) meta.push({ name: 'robots', content: 'noindex' });
  const links: LinkTag[] = [
    { rel: 'canonical', href: canonical },
    { rel: 'alternate', hrefLang: 'en', href: alternateUrl(canonical, site.alternateHosts.en) },
    { rel: 'alternate', hrefLang: 'tr', href: alternateUrl(canonical, site.alternateHosts.tr) },
    {
      rel: 'alternate',
      hrefLang: 'x-default',
      href: alternateUrl(canonical, site.alternateHosts.en),
    },
  ];
  if (page.feed) {
    links.push({
      rel: 'alternate',
      type: 'application/rss+xml',
      title: page.feed.title,
      href: canonicalUrl(page.feed.path),
    });
  }
  const scripts: ScriptTag[] = (page.structuredData ?? []).map((data) => ({
    type: 'application/ld+json',
    children: JSON.stringify(data),
  }));
  return { meta, links, scripts };
}
