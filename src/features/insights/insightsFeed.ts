/**
 * The Insights posts, articles and reports, as an RSS 2.0 feed (/insights/feed.xml): written by
 * the build (scripts/build/prerender.mjs) and again whenever the server refreshes the lists,
 * through `insightsFeedXml` in the SSR bundle. Newest first, every post with its title, link and
 * permalink guid, date, author (`dc:creator`), categories then tags, excerpt, its body as the
 * article page shows it (`content:encoded`: sanitised as there, its site paths made absolute for
 * readers elsewhere) and its featured image (`media:content`, with its size and alt text).
 */
import { insightsFeedTexts } from '../../content/insights/feed';
import { insightsPaths } from '../../content/insights/paths';
import { site } from '../../site/config';
import type { RouterContext } from '../../site/routerContext';
import { cdata, escapeXml, type FeedOptions, rfc822, rssDocument, utcTime } from '../feeds/rss';
import { contentClientFor } from './insightsData';
import type { FeaturedImage, InsightPost } from './posts';
import { safeImageUrl } from './safeImageUrl';
import { sanitizeHtml } from './sanitize';

const namespaces = {
  content: 'http://purl.org/rss/1.0/modules/content/',
  dc: 'http://purl.org/dc/elements/1.1/',
  media: 'http://search.yahoo.com/mrss/',
};

/** A post's time, its date read as UTC (WordPress's site time has no zone); oldest without one. */
const postTime = (post: InsightPost) => utcTime(post.date) ?? Number.NEGATIVE_INFINITY;

/** A site path ('/x', not '//host') or a fragment ('#why') as an absolute URL; others as they are. */
function absoluteUrl(url: string, origin: string, pageUrl: string): string {
  if (/^\/(?!\/)/.test(url)) return `${origin}${url}`;
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  return url;
}

/**
 * Sanitised HTML (as DOMPurify serialises it: every attribute's value in double quotes, any `"`
 * in it escaped, any `<` in text escaped) with the site paths of its links and images made
 * absolute: a feed reader shows the body away from the site. Only attributes inside tags change,
 * never text that looks like one (a code sample's `href="/x"`).
 */
export function absoluteLinks(html: string, origin: string, pageUrl: string): string {
  return html.replace(/<[a-z][^\s/>]*(?:\s+[^\s"'>/=]+(?:="[^"]*")?)*\s*\/?>/gi, (tag) =>
    tag.replace(/(\s)(href|src|srcset)="([^"]*)"/gi, (_, space: string, name: string, value) => {
      const url =
        name.toLowerCase() === 'srcset'
          ? value
              .split(',')
              .map((candidate: string) => absoluteUrl(candidate.trim(), origin, pageUrl))
              .join(', ')
          : absoluteUrl(value, origin, pageUrl);
      return `${space}${name}="${url}"`;
    }),
  );
}

const imageTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The featured image as Media RSS: an absolute http(s) URL, its type, size and alt text. */
function mediaContent(image: FeaturedImage | null, origin: string): string[] {
  const src = image ? safeImageUrl(image.src) : null;
  if (!image || !src) return [];
  const url = new URL(src, origin).href;
  const type = imageTypes[/\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? ''];
  const attributes = [
    `url="${escapeXml(url)}"`,
    'medium="image"',
    ...(type ? [`type="${type}"`] : []),
    ...(image.width ? [`width="${image.width}"`] : []),
    ...(image.height ? [`height="${image.height}"`] : []),
  ].join(' ');
  if (!image.alt) return [`      <media:content ${attributes}/>`];
  return [
    `      <media:content ${attributes}>`,
    `        <media:description type="plain">${escapeXml(image.alt)}</media:description>`,
    '      </media:content>',
  ];
}

function item(post: InsightPost, options: FeedOptions): string {
  const { origin } = options;
  const url = `${origin}${options.itemPath(post.slug)}`;
  const pubDate = rfc822(post.date);
  const categories = [
    ...new Set([...post.categories, ...post.tags].map((term) => term.name).filter(Boolean)),
  ];
  return [
    '    <item>',
    `      <title>${escapeXml(post.title)}</title>`,
    `      <link>${escapeXml(url)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
    ...(pubDate ? [`      <pubDate>${pubDate}</pubDate>`] : []),
    ...(post.author ? [`      <dc:creator>${escapeXml(post.author)}</dc:creator>`] : []),
    ...categories.map((name) => `      <category>${escapeXml(name)}</category>`),
    `      <description>${escapeXml(post.excerpt)}</description>`,
    `      <content:encoded>${cdata(absoluteLinks(sanitizeHtml(post.contentHtml), origin, url))}</content:encoded>`,
    ...mediaContent(post.image, origin),
    '    </item>',
  ].join('\n');
}

/** The feed of `posts`, newest first (a post without a date last). */
export function insightsFeed(posts: readonly InsightPost[], options: FeedOptions): string {
  const newest = posts
    .map((post) => ({ post, time: postTime(post) }))
    .sort((a, b) => (b.time > a.time ? 1 : b.time < a.time ? -1 : 0))
    .map(({ post }) => post);
  const latest = newest[0];
  return rssDocument(options, {
    items: newest.map((post) => item(post, options)),
    lastBuildDate: latest ? rfc822(latest.date) : null,
    namespaces,
  });
}

/**
 * The site's Insights feed from the content service. Throws (`ContentServiceError`) when the
 * service fails: the caller keeps the feed it has.
 */
export async function insightsFeedXml(context: RouterContext): Promise<string> {
  const posts = await contentClientFor(context).posts();
  return insightsFeed(posts, {
    origin: site.origin,
    title: insightsFeedTexts.title,
    description: insightsFeedTexts.description,
    homePath: insightsPaths.landing,
    feedPath: insightsPaths.feed,
    itemPath: insightsPaths.article,
    image: site.shareImage.path,
  });
}
