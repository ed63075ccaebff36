import { expect, test } from '@playwright/test';
import { site } from '../../src/site/config';

/**
 * Every internal link on every page of the sitemap answers 200 (issue 38): no link leads to a
 * 404, and none to a redirect (a link names the page's own address, so a visitor and a crawler
 * never take a detour). Links are read from the served HTML, as a crawler and a visitor without
 * JavaScript see them: anchors with a same-site href, query string included (a filter link must
 * not land on a 307 normalisation), fragment left out. mailto:, tel: and other sites are not
 * ours to answer.
 */
const origin = new URL(site.origin).origin;

function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL((match[1] ?? '').replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  });
}

/** The same-site targets of a page's anchors, as path + query, entities decoded. */
function internalLinks(html: string, pagePath: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"'),
  );
  const links: string[] = [];
  for (const href of hrefs) {
    if (/^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, `${origin}${pagePath}`);
    if (url.origin !== origin) continue;
    if (url.pathname === pagePath && url.search === '' && href.startsWith('#')) continue;
    links.push(`${url.pathname}${url.search}`);
  }
  return links;
}

test('every internal link on every sitemap page answers 200', async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const pages = sitemapPaths(await sitemap.text());
  expect(pages.length).toBeGreaterThan(90);

  /** Each link target, with the first page that links it. */
  const linkedFrom = new Map<string, string>();
  for (const page of pages) {
    const answer = await request.get(page, { maxRedirects: 0 });
    expect(answer.status(), `${page} (in the sitemap)`).toBe(200);
    for (const link of internalLinks(await answer.text(), page)) {
      if (!linkedFrom.has(link)) linkedFrom.set(link, page);
    }
  }
  expect(linkedFrom.size).toBeGreaterThan(pages.length);

  const broken: string[] = [];
  const targets = [...linkedFrom.keys()];
  // A few at a time: the server is the one under test, not the machine's patience.
  for (let start = 0; start < targets.length; start += 8) {
    await Promise.all(
      targets.slice(start, start + 8).map(async (target) => {
        const answer = await request.get(target, { maxRedirects: 0 });
        if (answer.status() !== 200) {
          const location = answer.headers().location;
          broken.push(
            `${target} answers ${answer.status()}${location ? ` → ${location}` : ''} (linked from ${linkedFrom.get(target)})`,
          );
        }
      }),
    );
  }
  expect(broken, `${broken.length} of ${targets.length} internal links`).toEqual([]);
});
