/**
 * The press releases as an RSS 2.0 feed (/press-room/feed.xml, written by the build): journalists
 * subscribe to press rooms. Newest first, every release with its title, link, dek, date and a
 * stable guid (its URL).
 */
import type { PressRelease } from '../../content/press/types';

export interface FeedOptions {
  /** 'https://www.response.example'. */
  origin: string;
  title: string;
  description: string;
  /** The press room's path, the feed's home page. */
  homePath: string;
  /** The feed's own path. */
  feedPath: string;
  /** The path of a release's page. */
  itemPath: (slug: string) => string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date of an ISO day, at 09:00 UTC (releases go out in the morning). */
export function rssDate(isoDay: string): string {
  return new Date(`${isoDay}T09:00:00Z`).toUTCString();
}

export function pressReleasesFeed(
  releases: ReadonlyArray<PressRelease>,
  options: FeedOptions,
): string {
  const { origin } = options;
  const newest = [...releases].sort((a, b) => b.date.localeCompare(a.date));
  const items = newest.map((release) => {
    const url = `${origin}${options.itemPath(release.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(release.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(release.dek)}</description>`,
      `      <pubDate>${rssDate(release.date)}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  const latest = newest[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(options.title)}</title>`,
    `    <link>${escapeXml(`${origin}${options.homePath}`)}</link>`,
    `    <description>${escapeXml(options.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(`${origin}${options.feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    <lastBuildDate>${rssDate(latest.date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
