/**
 * The press releases as an RSS 2.0 feed (/press-room/feed.xml, written by the build): journalists
 * subscribe to press rooms. Newest first, every release with its title, link, dek, date and a
 * stable guid (its URL).
 */
import type { PressRelease } from '../../content/press/types';
import { escapeXml, type FeedOptions, rfc822, rssDocument } from '../feeds/rss';

export type { FeedOptions };

/** RFC 822 date of an ISO day, at 09:00 UTC (releases go out in the morning). */
export function rssDate(isoDay: string): string {
  return rfc822(`${isoDay}T09:00:00Z`) ?? '';
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
  return rssDocument(options, { items, lastBuildDate: latest ? rssDate(latest.date) : null });
}
