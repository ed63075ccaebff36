/**
 * What the site's RSS 2.0 feeds share (the press releases' at /press-room/feed.xml, the Insights
 * posts' at /insights/feed.xml, both written by the build): escaping text for XML, CDATA for
 * HTML, RFC 822 dates and the document around the items (the channel's title, home page,
 * description, language, self link, last build date and image).
 */

export interface FeedOptions {
  /** 'https://www.response.example'. */
  origin: string;
  title: string;
  description: string;
  /** The path of the feed's home page ('/press-room'). */
  homePath: string;
  /** The feed's own path. */
  feedPath: string;
  /** The path of an item's page. */
  itemPath: (slug: string) => string;
  /** The channel's image (a path on the site or a URL): shown by readers beside its title. */
  image?: string;
}

/**
 * Characters XML 1.0 does not allow anywhere, not even escaped (control characters an editor
 * pasted, a lone surrogate): one of them would make the whole feed unreadable.
 */
const notXml =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what it finds.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as XML character data or an attribute's value. */
export function escapeXml(text: string): string {
  return text
    .replace(notXml, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Markup kept as written (an item's HTML body): a CDATA section, any `]]>` in it split in two. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(notXml, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** The time of an ISO 8601 date-time, read as UTC when it has no zone; null when it is no date. */
export function utcTime(isoDateTime: string): number | null {
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/i.test(isoDateTime) ? isoDateTime : `${isoDateTime}Z`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? null : time;
}

/**
 * The RFC 822 date RSS wants ('Wed, 04 Mar 2026 09:00:00 GMT') of an ISO 8601 date-time, read
 * as UTC when it has no zone ('2026-03-04T09:00:00', WordPress's site time); null when it is no
 * date.
 */
export function rfc822(isoDateTime: string): string | null {
  const time = utcTime(isoDateTime);
  return time === null ? null : new Date(time).toUTCString();
}

const atom = 'http://www.w3.org/2005/Atom';

/**
 * The feed's XML: the channel described by `options`, then `items` (each an `<item>` element,
 * indented by four spaces). `namespaces` are declared on `<rss>` beside Atom's.
 */
export function rssDocument(
  options: FeedOptions,
  {
    items,
    lastBuildDate,
    namespaces = {},
  }: {
    items: readonly string[];
    /** RFC 822 (`rfc822`): when the newest item changed. */
    lastBuildDate?: string | null;
    namespaces?: Readonly<Record<string, string>>;
  },
): string {
  const { origin } = options;
  const home = `${origin}${options.homePath}`;
  const declarations = Object.entries({ atom, ...namespaces })
    .map(([prefix, uri]) => ` xmlns:${prefix}="${escapeXml(uri)}"`)
    .join('');
  const image = options.image ? new URL(options.image, origin).href : null;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0"${declarations}>`,
    '  <channel>',
    `    <title>${escapeXml(options.title)}</title>`,
    `    <link>${escapeXml(home)}</link>`,
    `    <description>${escapeXml(options.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(`${origin}${options.feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuildDate ? [`    <lastBuildDate>${lastBuildDate}</lastBuildDate>`] : []),
    ...(image
      ? [
          '    <image>',
          `      <url>${escapeXml(image)}</url>`,
          `      <title>${escapeXml(options.title)}</title>`,
          `      <link>${escapeXml(home)}</link>`,
          '    </image>',
        ]
      : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
