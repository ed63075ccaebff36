import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerSample } from '../../server/wordpress/sampleApi';
import { sourceFetcher } from '../../server/wordpress/source';
import { insightsFeedTexts } from '../../src/content/insights/feed';
import { insightsPaths } from '../../src/content/insights/paths';
import { samplePosts } from '../../src/content/insights/sample/posts';
import { cdata, escapeXml, rfc822 } from '../../src/features/feeds/rss';
import type { ArticleView } from '../../src/features/insights/articleData';
import type { Fetcher } from '../../src/features/insights/contentClient';
import {
  absoluteLinks,
  insightsFeed,
  insightsFeedXml,
} from '../../src/features/insights/insightsFeed';
import {
  ContentServiceError,
  type InsightPost,
  readPosts,
} from '../../src/features/insights/posts';
import { setSanitizerWindow } from '../../src/features/insights/sanitize';
import {
  articleHead,
  articlesHead,
  landingHead,
  reportsHead,
} from '../../src/routes/insights/-head/insightsHead';
import { pageHead } from '../../src/site/metadata';

/**
 * The Insights RSS feed (/insights/feed.xml, src/features/insights/insightsFeed.ts), built from
 * the bundled sample posts as the service answers them (some with hostile markup: scripts, an
 * iframe, an inline handler), and the Insights heads' link to it.
 */

const origin = 'https://www.response.example';
const ns = {
  content: 'http://purl.org/rss/1.0/modules/content/',
  dc: 'http://purl.org/dc/elements/1.1/',
  media: 'http://search.yahoo.com/mrss/',
  atom: 'http://www.w3.org/2005/Atom',
};
const options = {
  origin,
  title: insightsFeedTexts.title,
  description: insightsFeedTexts.description,
  homePath: insightsPaths.landing,
  feedPath: insightsPaths.feed,
  itemPath: insightsPaths.article,
  image: '/og/response-share.png',
};

const window = new JSDOM('').window;

/** The feed as an XML document; fails on anything a reader's parser would refuse. */
function parse(xml: string): Document {
  const document = new window.DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return document;
}

const text = (parent: Element | Document, tag: string) =>
  parent.getElementsByTagName(tag)[0]?.textContent ?? null;
const texts = (parent: Element, tag: string) =>
  [...parent.getElementsByTagName(tag)].map((element) => element.textContent);
/** An item's own elements of `tag`, not the channel's. */
const items = (document: Document) => [...document.getElementsByTagName('item')];

const samplePath = '/wp-json/wp/v2/posts';
const sample = sourceFetcher(async (resource, params) => answerSample(resource, params));

let posts: InsightPost[];
let xml: string;
let feed: Document;

beforeAll(() => {
  setSanitizerWindow(window as unknown as Parameters<typeof setSanitizerWindow>[0]);
  posts = readPosts(answerSample('posts', new URLSearchParams('_embed=1&per_page=100')).body);
  xml = insightsFeed(posts, options);
  feed = parse(xml);
});

describe('the Insights feed', () => {
  it('is well-formed RSS 2.0 with the channel, its namespaces and a self link', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    const rss = feed.documentElement;
    expect(rss.tagName).toBe('rss');
    for (const [prefix, uri] of Object.entries(ns)) {
      expect(rss.getAttribute(`xmlns:${prefix}`), prefix).toBe(uri);
    }
    const channel = rss.getElementsByTagName('channel')[0];
    if (!channel) throw new Error('no channel');
    const own = (tag: string) =>
      [...channel.children].find((element) => element.tagName === tag)?.textContent;
    expect(own('title')).toBe('Response Insights');
    expect(own('link')).toBe(`${origin}/insights`);
    expect(own('description')).toBe(insightsFeedTexts.description);
    expect(own('language')).toBe('en');
    const self = channel.getElementsByTagNameNS(ns.atom, 'link')[0];
    expect(self?.getAttribute('href')).toBe(`${origin}/insights/feed.xml`);
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('type')).toBe('application/rss+xml');
    const image = channel.getElementsByTagName('image')[0];
    if (!image) throw new Error('no image');
    expect(text(image, 'url')).toBe(`${origin}/og/response-share.png`);
    expect(text(image, 'title')).toBe('Response Insights');
    expect(text(image, 'link')).toBe(`${origin}/insights`);
  });

  it('has the 20 posts, articles and reports, newest first, dated in RFC 822', () => {
    expect(items(feed)).toHaveLength(20);
    expect(samplePosts).toHaveLength(20);
    const newest = [...samplePosts].sort((a, b) => b.date.localeCompare(a.date));
    expect(items(feed).map((item) => text(item, 'link'))).toEqual(
      newest.map((post) => `${origin}/insights/${post.slug}`),
    );
    const dates = items(feed).map((item) => text(item, 'pubDate') ?? '');
    for (const date of dates) {
      expect(date).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$/,
      );
    }
    const times = dates.map((date) => Date.parse(date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // WordPress's site time, without a zone, read as UTC.
    const benchmarks = items(feed).find((item) =>
      text(item, 'link')?.endsWith('/paid-media-benchmarks-2025'),
    );
    expect(text(benchmarks ?? feed, 'pubDate')).toBe('Tue, 18 Feb 2025 08:30:00 GMT');
    const latest = newest[0];
    expect(text(feed, 'lastBuildDate')).toBe(rfc822(latest?.date ?? ''));
  });

  it('links each item by its absolute URL, its guid a permalink', () => {
    for (const item of items(feed)) {
      const link = text(item, 'link') ?? '';
      expect(link).toMatch(/^https:\/\/www\.response\.example\/insights\/[a-z0-9-]+$/);
      const guid = item.getElementsByTagName('guid')[0];
      expect(guid?.textContent).toBe(link);
      expect(guid?.getAttribute('isPermaLink')).toBe('true');
    }
  });

  it('gives each item its author, its categories then its tags, and its excerpt', () => {
    for (const [index, item] of items(feed).entries()) {
      const post = posts.find((each) => text(item, 'link')?.endsWith(`/${each.slug}`));
      if (!post) throw new Error(`no post for item ${index}`);
      expect(text(item, 'title')).toBe(post.title);
      const creators = item.getElementsByTagNameNS(ns.dc, 'creator');
      expect(creators).toHaveLength(1);
      expect(creators[0]?.textContent).toBe(post.author);
      expect(texts(item, 'category')).toEqual([
        ...new Set([...post.categories, ...post.tags].map((term) => term.name)),
      ]);
      expect(post.categories.length).toBeGreaterThan(0);
      expect(text(item, 'description')).toBe(post.excerpt);
    }
    const creators = items(feed).map((item) => item.getElementsByTagNameNS(ns.dc, 'creator')[0]);
    expect(creators.map((creator) => creator?.textContent)).toContain('Selin Aydın');
  });

  it('escapes & and < in text: titles read as written', () => {
    expect(xml).toContain(
      '<title>Paid Media Benchmarks 2025: CPA, ROAS &amp; CTR across 14 sectors</title>',
    );
    const titles = items(feed).map((item) => text(item, 'title'));
    expect(titles).toContain('Paid Media Benchmarks 2025: CPA, ROAS & CTR across 14 sectors');
    expect(titles).toContain(
      'AI search & answer engine visibility: be the source, not the snippet',
    );
    for (const title of titles) expect(title).not.toMatch(/&(amp|#\d+);|<\/?em>/);
  });

  it('carries each body sanitised as the article page shows it, nothing that could run', () => {
    const bodies = items(feed).map(
      (item) => item.getElementsByTagNameNS(ns.content, 'encoded')[0]?.textContent ?? '',
    );
    expect(bodies).toHaveLength(20);
    for (const body of bodies) {
      expect(body.length).toBeGreaterThan(500);
      expect(body).not.toMatch(/<script|<iframe|<style|\bon[a-z]+=|javascript:/i);
    }
    // The hostile sample posts are in the feed, their markup gone.
    expect(JSON.stringify(posts.map((post) => post.contentHtml))).toMatch(/<script/);
    expect(JSON.stringify(posts.map((post) => post.contentHtml))).toMatch(/<iframe/);
    expect(JSON.stringify(posts.map((post) => post.contentHtml))).toMatch(/onerror=/);
  });

  it('makes the site paths of links and images absolute, srcset candidates included', () => {
    const bodies = items(feed).map(
      (item) => item.getElementsByTagNameNS(ns.content, 'encoded')[0]?.textContent ?? '',
    );
    const html = bodies.join('\n');
    expect(html).not.toMatch(/\s(src|href)="(?!https?:|mailto:)/);
    expect(html).toContain(`src="${origin}/sample-media/`);
    expect(html).toContain(`href="${origin}/contact?`);
    const srcsets = [...html.matchAll(/\ssrcset="([^"]*)"/g)].map((match) => match[1] ?? '');
    expect(srcsets.length).toBeGreaterThan(0);
    for (const srcset of srcsets) {
      for (const candidate of srcset.split(',')) {
        expect(candidate.trim()).toMatch(/^https:\/\/www\.response\.example\/\S+ \d+w$/);
      }
    }
    // Each body as a fragment of HTML: it parses, its images point at the site.
    const body = new JSDOM(bodies[0] ?? '').window.document.body;
    for (const image of body.querySelectorAll('img')) {
      expect(image.getAttribute('src')).toMatch(/^https:\/\//);
    }
  });

  it('gives the featured image as media:content: absolute, typed, sized, described', () => {
    const withImage = posts.filter((post) => post.image);
    expect(withImage.length).toBeGreaterThan(0);
    const contents = items(feed).flatMap((item) => [
      ...item.getElementsByTagNameNS(ns.media, 'content'),
    ]);
    expect(contents).toHaveLength(withImage.length);
    for (const content of contents) {
      expect(content.getAttribute('url')).toMatch(
        /^https:\/\/www\.response\.example\/sample-media\/[a-z0-9-]+\.webp$/,
      );
      expect(content.getAttribute('medium')).toBe('image');
      expect(content.getAttribute('type')).toBe('image/webp');
      expect(content.getAttribute('width')).toBe('1600');
      expect(content.getAttribute('height')).toBe('900');
      const description = content.getElementsByTagNameNS(ns.media, 'description')[0];
      expect(description?.getAttribute('type')).toBe('plain');
      expect(description?.textContent).not.toBe('');
    }
  });

  it('stays well-formed whatever a post holds: markup, ]]>, control characters, odd images', () => {
    const odd: InsightPost = {
      id: 1,
      slug: 'odd',
      date: '2026-01-02T03:04:05',
      title: 'A < B & "C" \u000b',
      excerpt: 'Less < more & <b>that</b>',
      contentHtml:
        '<p>Code: <code>a[b[0]]&gt;c</code> ]]&gt; and ]]> raw</p><pre>&lt;a href="/x"&gt;</pre><a href="#part">Part</a>\u0001',
      categories: [{ id: 1, slug: 'r-d', name: 'R&D' }],
      tags: [],
      author: null,
      image: { src: 'javascript:alert(1)', alt: '', width: null, height: null, sources: [] },
    };
    const undated: InsightPost = { ...odd, id: 2, slug: 'undated', date: '' };
    const document = parse(insightsFeed([undated, odd], options));
    const [first, second] = items(document);
    expect(text(first ?? document, 'title')).toBe('A < B & "C" ');
    expect(texts(first ?? document.documentElement, 'category')).toEqual(['R&D']);
    const body = first?.getElementsByTagNameNS(ns.content, 'encoded')[0]?.textContent ?? '';
    // The sanitiser writes a `>` of the text as `&gt;` (`cdata` would split a `]]>` left over).
    expect(body).toContain(']]&gt; and ]]&gt; raw');
    // Text that looks like a link stays as it was; a fragment points into the article's page.
    expect(body).toContain('&lt;a href="/x"&gt;');
    expect(body).toContain(`href="${origin}/insights/odd#part"`);
    expect(first?.getElementsByTagNameNS(ns.dc, 'creator')).toHaveLength(0);
    expect(first?.getElementsByTagNameNS(ns.media, 'content')).toHaveLength(0);
    // A post without a date comes last, without a pubDate.
    expect(text(second ?? document, 'link')).toBe(`${origin}/insights/undated`);
    expect(text(second ?? document, 'pubDate')).toBeNull();
    expect(text(document, 'lastBuildDate')).toBe('Fri, 02 Jan 2026 03:04:05 GMT');
  });

  it('is an empty channel when nothing is published', () => {
    const document = parse(insightsFeed([], options));
    expect(items(document)).toHaveLength(0);
    expect(text(document, 'lastBuildDate')).toBeNull();
  });
});

describe('the feed helpers', () => {
  it('escape text and keep markup in CDATA, ]]> split', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'\u0000`)).toBe(
      'a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;',
    );
    expect(cdata('x]]>y')).toBe('<![CDATA[x]]]]><![CDATA[>y]]>');
    expect(rfc822('2026-03-04T09:00:00')).toBe('Wed, 04 Mar 2026 09:00:00 GMT');
    expect(rfc822('2026-03-04T09:00:00+02:00')).toBe('Wed, 04 Mar 2026 07:00:00 GMT');
    expect(rfc822('')).toBeNull();
  });

  it('make site paths absolute in tags only', () => {
    expect(
      absoluteLinks(
        '<p title="a > b"><img src="/a.webp" srcset="/a.webp 300w, https://cdn.example/b.webp 600w" alt="/x"></p><a href="//evil">x</a> src="/text"',
        origin,
        `${origin}/insights/p`,
      ),
    ).toBe(
      `<p title="a > b"><img src="${origin}/a.webp" srcset="${origin}/a.webp 300w, https://cdn.example/b.webp 600w" alt="/x"></p><a href="//evil">x</a> src="/text"`,
    );
  });
});

describe('the site feed', () => {
  it('reads every post from the content service', async () => {
    const document = parse(await insightsFeedXml({ fetchContent: sample }));
    expect(items(document)).toHaveLength(20);
    expect(text(document, 'title')).toBe('Response Insights');
  });

  it('throws when the service fails, so the last good feed is kept', async () => {
    const failing: Fetcher = async (path) =>
      path.startsWith(samplePath) ? new Response('Bad gateway', { status: 502 }) : sample(path);
    await expect(insightsFeedXml({ fetchContent: failing })).rejects.toBeInstanceOf(
      ContentServiceError,
    );
    const unreachable: Fetcher = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(insightsFeedXml({ fetchContent: unreachable })).rejects.toThrow('fetch failed');
  });
});

describe('the Insights heads announce the feed', () => {
  const article: ArticleView = {
    id: 7,
    slug: 'p',
    title: 'A post',
    date: '2026-03-04T09:00:00',
    excerpt: 'About it.',
    author: null,
    readTime: 1,
    list: 'articles',
    categories: [],
    tags: [],
    image: null,
    bodyHtml: '<p>x</p>',
    bodySource: '8:x',
  };
  it.each([
    ['the landing', () => landingHead()],
    ['the articles', () => articlesHead([])],
    ['the reports', () => reportsHead([])],
    ['an article', () => articleHead(article)],
  ])('%s', (_, head) => {
    expect(pageHead(head()).links).toContainEqual({
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Response Insights',
      href: `${origin}/insights/feed.xml`,
    });
  });
});
