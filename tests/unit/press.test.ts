import { describe, expect, it } from 'vitest';
import { pressCoverage } from '../../src/content/press/coverage';
import { pressCoverageList } from '../../src/content/press/coverageList';
import { pressReleasePath, pressTitle } from '../../src/content/press/paths';
import { mediaKit, pressRoom } from '../../src/content/press/pressRoom';
import { pressReleaseList } from '../../src/content/press/releaseList';
import { pressReleases } from '../../src/content/press/releases';
import { pressReleasesTrail } from '../../src/content/press/trails';
import { withDetails } from '../../src/content/site/withDetails';
import { pressReleasesFeed, rssDate } from '../../src/features/press/feed';
import { pressItemHead } from '../../src/routes/press-room/-head/pressHead';
import { formatLongDate } from '../../src/site/dates';
import { pageHead, pageTitle } from '../../src/site/metadata';
import { valueImportsMatching } from '../support/staticImports';

const today = '2026-11-25';
const twoYearsAgo = '2024-11-25';

describe('press content', () => {
  it('ten press releases, newest first, over the last two years, with unique slugs', () => {
    expect(pressReleases).toHaveLength(10);
    const dates = pressReleases.map((release) => release.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(date > twoYearsAgo && date <= today, date).toBe(true);
    }
    const slugs = [...pressReleases, ...pressCoverage].map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('every release and coverage item is complete', () => {
    for (const item of [...pressReleases, ...pressCoverage]) {
      expect(item.title.trim(), item.slug).not.toBe('');
      expect(item.dek.length, item.slug).toBeGreaterThan(60);
      expect(['LONDON', 'NEW YORK', 'ISTANBUL', 'DUBAI']).toContain(item.dateline);
      expect(item.body.length, item.slug).toBeGreaterThanOrEqual(4);
      expect(item.keyFacts.length, item.slug).toBeGreaterThanOrEqual(3);
      expect(JSON.stringify(item)).not.toMatch(/lorem|ipsum|coming soon|TODO/i);
    }
  });

  it('at least four coverage items, newest first, from invented publications', () => {
    expect(pressCoverage.length).toBeGreaterThanOrEqual(4);
    const dates = pressCoverage.map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const real =
      /financial times|wall street journal|new york times|bbc|reuters|bloomberg|forbes|guardian|adweek|campaign|marketing week|the drum|techcrunch|cnbc/i;
    for (const item of pressCoverage) expect(item.publication).not.toMatch(real);
  });

  it('the landing and the media kit have their words', () => {
    expect(pressRoom.hero.title).toBe('Press Room');
    expect(mediaKit.figures.items.map((figure) => figure.value)).toEqual([
      '200+',
      '90+',
      '$600M+',
      '4',
    ]);
  });
});

describe('dates and titles', () => {
  it('writes dates in long US English', () => {
    expect(formatLongDate('2026-03-04')).toBe('March 4, 2026');
    expect(formatLongDate('2025-12-31')).toBe('December 31, 2025');
    expect(formatLongDate('2026-01-01T00:30:00')).toBe('January 1, 2026');
    expect(formatLongDate('not a date')).toBe('');
  });

  it("titles a press item '{title} | Response Press Room', then cuts at 60", () => {
    expect(pressTitle('Response opens in Dubai', 'Response')).toBe(
      'Response opens in Dubai | Response Press Room',
    );
    // The brand is in the title already: no second suffix.
    expect(pageTitle(pressTitle('Response opens in Dubai', 'Response'))).toBe(
      'Response opens in Dubai | Response Press Room',
    );
    const long = pageTitle(
      pressTitle('A headline long enough to need the cut at sixty characters', 'Response'),
    );
    // A title past 60 characters is cut to 57 plus an ellipsis.
    expect(long).toHaveLength(58);
    expect(long).toBe(
      `${'A headline long enough to need the cut at sixty characters | Respo'.slice(0, 57)}…`,
    );
    for (const release of pressReleases) {
      const head = pageHead(
        pressItemHead(release, pressReleasePath(release.slug), pressReleasesTrail),
      );
      const title = head.meta.find((tag) => 'title' in tag) as { title: string };
      expect(title.title.length).toBeLessThanOrEqual(60);
      expect(head.meta).toContainEqual({ property: 'og:type', content: 'article' });
      const news = JSON.parse(head.scripts[0]?.children ?? '{}') as Record<string, unknown>;
      expect(news['@type']).toBe('NewsArticle');
      expect(news.datePublished).toBe(`${release.date}T09:00:00Z`);
      expect(news.publisher).toMatchObject({ '@type': 'Organization', name: 'Response' });
    }
  });
});

describe('the press release feed', () => {
  const xml = pressReleasesFeed(pressReleases, {
    origin: 'https://www.response.example',
    title: 'Response press releases',
    description: 'News & announcements',
    homePath: '/press-room',
    feedPath: '/press-room/feed.xml',
    itemPath: pressReleasePath,
  });

  it('is RSS 2.0 with one item per release, newest first, escaped', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml.match(/<item>/g)).toHaveLength(10);
    expect(xml).toContain('<description>News &amp; announcements</description>');
    const first = pressReleases[0];
    if (!first) throw new Error('no release');
    expect(xml.indexOf(pressReleasePath(first.slug))).toBeLessThan(
      xml.indexOf(pressReleasePath(pressReleases[1]?.slug ?? '')),
    );
    expect(xml).toContain(
      '<atom:link href="https://www.response.example/press-room/feed.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it('dates items in RFC 822 form', () => {
    expect(rssDate('2026-03-04')).toBe('Wed, 04 Mar 2026 09:00:00 GMT');
  });
});

describe('the details load with their own page only', () => {
  it('every release and piece of coverage has its details, in the lists’ order', () => {
    expect(pressReleases.map((release) => release.slug)).toEqual(
      pressReleaseList.map((entry) => entry.slug),
    );
    expect(pressCoverage.map((item) => item.slug)).toEqual(
      pressCoverageList.map((entry) => entry.slug),
    );
    for (const item of [...pressReleases, ...pressCoverage]) {
      expect(item.dateline).not.toBe('');
      expect(item.body.length).toBeGreaterThanOrEqual(4);
      expect(item.keyFacts.length).toBeGreaterThanOrEqual(3);
    }
  });

  it.each([
    'src/routes/press-room/index.tsx',
    'src/routes/press-room/press-releases/index.tsx',
    'src/routes/press-room/press-releases/$slug.tsx',
    'src/routes/press-room/in-the-news/index.tsx',
    'src/routes/press-room/in-the-news/$slug.tsx',
    'src/routes/press-room/-head/pressHead.ts',
    'src/pages/PressRoomPage/PressRoomPage.tsx',
    'src/pages/PressIndexPage/PressIndexPage.tsx',
  ])('%s has no static import of them', (file) => {
    expect(valueImportsMatching(file, /content\/(pressReleases|pressCoverage)'/)).toEqual([]);
  });
});

describe('withDetails', () => {
  it('joins each entry to its details, and fails on an entry without one', () => {
    expect(withDetails('item', [{ slug: 'a' }], { a: { body: ['x'] } })).toEqual([
      { slug: 'a', body: ['x'] },
    ]);
    expect(() => withDetails('item', [{ slug: 'b' }], {})).toThrow('item b has no details');
  });
});
