import { expect, type Page, test } from '@playwright/test';
import { mediaContact } from '../../src/content/company/offices';
import { pressCoverage } from '../../src/content/press/coverage';
import { pressLabels } from '../../src/content/press/labels';
import { mediaKitFiles } from '../../src/content/press/mediaKitAssets';
import { coveragePath, pressReleasePath } from '../../src/content/press/paths';
import { mediaKit, pressRoom } from '../../src/content/press/pressRoom';
import { pressReleases } from '../../src/content/press/releases';
import { formatLongDate } from '../../src/site/dates';
import { visit } from '../support/site';

/**
 * The press room (issue 16): the landing's links, every release and coverage
 * page, the two indexes, the media kit's downloads, the unknown-slug redirect (server and client,
 * with no history entry for the bad address) and the RSS feed.
 */

const releaseList = (page: Page) =>
  page.getByRole('list', { name: pressLabels.pressReleases, exact: true });

test.describe('press room', () => {
  test('/press-room: the ten releases newest first, the cards, the press office, social', async ({
    page,
  }) => {
    await visit(page, '/press-room');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press Room');
    const items = releaseList(page).getByRole('listitem');
    await expect(items).toHaveCount(10);
    await expect(releaseList(page).getByRole('heading', { level: 3 })).toHaveText(
      pressReleases.map((release) => release.title),
    );
    const hrefs = await releaseList(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(pressReleases.map((release) => pressReleasePath(release.slug)));
    const first = pressReleases[0];
    if (!first) throw new Error('no release');
    await expect(items.first().locator('time')).toHaveText(formatLongDate(first.date));
    await expect(items.first().locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    await expect(
      page.getByRole('link', { name: pressRoom.mediaKitCard.linkLabel }),
    ).toHaveAttribute('href', '/press-room/media-kit');
    const latest = pressCoverage[0];
    if (!latest) throw new Error('no coverage');
    await expect(page.getByRole('link', { name: latest.title })).toHaveAttribute(
      'href',
      coveragePath(latest.slug),
    );
    await expect(page.getByRole('link', { name: pressLabels.allMediaCoverage })).toHaveAttribute(
      'href',
      '/press-room/in-the-news',
    );
    await expect(page.getByRole('link', { name: pressLabels.allPressReleases })).toHaveAttribute(
      'href',
      '/press-room/press-releases',
    );
    await expect(page.getByRole('link', { name: mediaContact.email })).toHaveAttribute(
      'href',
      `mailto:${mediaContact.email}`,
    );
    expect(mediaContact.email).toMatch(/\.example$/);
    await expect(page.getByRole('link', { name: mediaContact.phone.display })).toHaveAttribute(
      'href',
      mediaContact.phone.href,
    );
    expect(mediaContact.phone.display).toMatch(/555/);
    const social = page.getByRole('list', { name: pressRoom.social.heading });
    await expect(social.getByRole('link')).toHaveCount(4);
    for (const link of await social.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toContainText('opens in a new tab');
    }
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      'https://www.response.example/press-room/feed.xml',
    );
  });

  test('a release from the landing, and back', async ({ page }) => {
    const release = pressReleases[3];
    if (!release) throw new Error('no release');
    await visit(page, '/press-room');
    await releaseList(page).getByRole('link', { name: release.title }).click();
    await expect(page).toHaveURL(new RegExp(`${pressReleasePath(release.slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(release.title);
    await page.getByRole('link', { name: pressLabels.backToPressRoom }).click();
    await expect(page).toHaveURL(/\/press-room$/);
  });

  for (const release of pressReleases) {
    test(`${pressReleasePath(release.slug)}: title, dek, dateline, body, Key Facts, ways back`, async ({
      page,
    }) => {
      await visit(page, pressReleasePath(release.slug));
      await expect(page).toHaveTitle(/\| Response Press Room$|…$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(release.title);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link'),
      ).toHaveText(['Home', 'Press Room', 'Press Releases', release.title]);
      await expect(page.getByText(release.dek, { exact: true })).toBeVisible();
      await expect(page.locator('main time').first()).toHaveText(formatLongDate(release.date));
      await expect(
        page.getByText(`${release.dateline}, ${formatLongDate(release.date)}`),
      ).toBeVisible();
      const facts = page.getByRole('complementary', { name: pressLabels.keyFacts });
      await expect(facts.getByRole('listitem')).toHaveText([...release.keyFacts]);
      await expect(page.getByRole('link', { name: pressLabels.backToPressRoom })).toHaveAttribute(
        'href',
        '/press-room',
      );
      await expect(page.getByRole('link', { name: pressLabels.allPressReleases })).toHaveAttribute(
        'href',
        '/press-room/press-releases',
      );
    });
  }

  for (const item of pressCoverage) {
    test(`${coveragePath(item.slug)}: the publication, Key Facts and ways back`, async ({
      page,
    }) => {
      await visit(page, coveragePath(item.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link'),
      ).toHaveText(['Home', 'Press Room', 'In the News', item.title]);
      await expect(page.locator('main').getByText(item.publication).first()).toBeVisible();
      if (item.author) await expect(page.getByText(`By ${item.author}`)).toBeVisible();
      const facts = page.getByRole('complementary', { name: pressLabels.keyFacts });
      await expect(facts.getByRole('listitem')).toHaveText([...item.keyFacts]);
      await expect(page.getByRole('link', { name: pressLabels.allMediaCoverage })).toHaveAttribute(
        'href',
        '/press-room/in-the-news',
      );
    });
  }

  test('the two indexes list every item newest first', async ({ page }) => {
    await visit(page, '/press-room/press-releases');
    await expect(
      page
        .getByRole('list', { name: pressLabels.pressReleases })
        .getByRole('heading', { level: 2 }),
    ).toHaveText(pressReleases.map((release) => release.title));
    await visit(page, '/press-room/in-the-news');
    const news = page.getByRole('list', { name: pressLabels.inTheNews });
    await expect(news.getByRole('heading', { level: 2 })).toHaveText(
      pressCoverage.map((item) => item.title),
    );
    await expect(news.getByRole('listitem').first()).toContainText(
      pressCoverage[0]?.publication ?? '',
    );
  });

  test('the media kit: boilerplate, figures, logo downloads that are real files, colours', async ({
    page,
    request,
  }) => {
    await visit(page, '/press-room/media-kit');
    await expect(page.getByText(mediaKit.boilerplate.short)).toBeVisible();
    for (const file of mediaKitFiles) {
      const link = page.getByRole('link', { name: new RegExp(`Download ${file.name}, SVG`) });
      await expect(link).toHaveAttribute('href', file.href);
      await expect(link).toHaveAttribute('download', file.fileName);
      const response = await request.get(file.href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');
      expect(await response.text()).toContain('<title>Response</title>');
    }
    await expect(page.getByRole('list', { name: mediaKit.colours.heading })).toContainText(
      '#4338CA',
    );
  });

  test('an unknown release or coverage slug: 302 to the press room from the server', async ({
    request,
  }) => {
    for (const path of [
      '/press-room/press-releases/no-such-release',
      '/press-room/in-the-news/no-such-story',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location).toBe('/press-room');
    }
  });

  test('an unknown slug in the browser: replaced by the press room, Back skips it', async ({
    page,
  }) => {
    await visit(page, '/press-room/press-releases');
    await page.evaluate(() => {
      window.history.pushState(
        window.history.state,
        '',
        '/press-room/press-releases/no-such-release',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page).toHaveURL(/\/press-room$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press Room');
    await page.goBack();
    await expect(page).toHaveURL(/\/press-room\/press-releases$/);
  });

  test('the RSS feed: valid XML, every release, newest first', async ({ page, request }) => {
    const response = await request.get('/press-room/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    await visit(page, '/press-room');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.nodeName,
        links: [...doc.querySelectorAll('item > link')].map((link) => link.textContent),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('rss');
    expect(parsed.links).toEqual(
      pressReleases.map(
        (release) => `https://www.response.example${pressReleasePath(release.slug)}`,
      ),
    );
  });
});
