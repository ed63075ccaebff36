import { expect, test } from '@playwright/test';
import { sitemapPaths } from '../../server/pageWriter';
import { site } from '../../src/site/config';

/**
 * Every page of the sitemap names its own share image (issue 40): a social card drawn for it at
 * build time (its title, its area and the brand, 1200×630 PNG: server/socialCards.ts), or an
 * article's own featured image. Read from the served HTML as a link preview reads it: og:image
 * with its size and alt text, twitter:image the same; each image answers, each is a different
 * file, and every card's PNG is 1200×630.
 */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replaceAll('&amp;', '&');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('every sitemap page has its own share image that exists; cards are 1200×630', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = sitemapPaths(sitemap, site.origin).filter((path) => !path.endsWith('.xml'));
  expect(pages.length).toBeGreaterThan(100);
  const owners = new Map<string, string>();
  let cards = 0;
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const image = meta(html, 'og:image') ?? '';
    expect(image, path).toMatch(new RegExp(`^${site.origin}/`));
    expect(meta(html, 'twitter:image'), path).toBe(image);
    expect(meta(html, 'og:image:alt'), path).toBeTruthy();
    expect(owners.get(image), `${path} shares ${image}`).toBeUndefined();
    owners.set(image, path);
    const answer = await request.get(image.slice(site.origin.length));
    expect(answer.status(), `${image} (${path})`).toBe(200);
    if (image.startsWith(`${site.origin}/og/cards/`)) {
      cards += 1;
      expect(answer.headers()['content-type'], image).toBe('image/png');
      expect(pngSize(await answer.body()), image).toEqual({ width: 1200, height: 630 });
      expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual([
        '1200',
        '630',
      ]);
    }
  }
  // Every page but the articles with a featured image has a card.
  expect(cards).toBeGreaterThan(pages.length - 25);
});
