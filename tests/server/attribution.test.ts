// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRedirects, redirectRows } from '../../scripts/build/host-rules';
import { createApp } from '../../server/app';
import type { SiteRoutes } from '../../server/render';
import { redirectTable } from '../../src/site/redirects';
import { createFixture, type Fixture, page, silentLogger } from './fixture';

/**
 * Campaign and click-id params (src/site/campaignParams.ts) survive the server's redirects: the
 * router's 307 for a search param put right (a stale filter value on a list), its other
 * redirects (an unknown product), and the redirect table's 301.
 */

let fixture: Fixture;
beforeAll(() => {
  fixture = createFixture();
});
afterAll(() => fixture.cleanup());

const campaign =
  'utm_source=news&utm_medium=email&utm_campaign=spring&gclid=abc&gbraid=g1&wbraid=w1&dclid=d1' +
  '&fbclid=IwAR&msclkid=m1&li_fat_id=l1&ttclid=t1&twclid=x1&yclid=y1&epik=e1&rdt_cid=r1' +
  '&ScCid=s1&mc_cid=c1&mc_eid=e2&_gl=1*abc';

/** The route facts of the fixture: /company reads `type`, as /careers does. */
const routes: SiteRoutes = {
  patternOf: () => '/$',
  searchKeysOf: (pathname) => (pathname === '/company' ? ['type'] : []),
  shellMarksOf: () => '',
};

/**
 * An app whose renderer answers as the router does: `type` other than remote or hybrid is put
 * right with a 307 to the list without it (the router knows only the params the page reads).
 */
function listApp(seen: string[]) {
  return createApp({
    distDir: fixture.distDir,
    dataDir: fixture.dataDir,
    logger: silentLogger,
    routes,
    render: async (url) => {
      const { pathname, search, searchParams } = new URL(url);
      seen.push(`${pathname}${search}`);
      const type = searchParams.get('type');
      if (type !== 'remote' && type !== 'hybrid') {
        return new Response(null, { status: 307, headers: { Location: pathname } });
      }
      return new Response(page('Filtered', `${pathname}${search}`), { status: 200 });
    },
  });
}

describe("the router's 307 for a stale filter value", () => {
  it('keeps every campaign and click id, and still drops the other params', async () => {
    const seen: string[] = [];
    const res = await listApp(seen).request(`/company?type=junk&${campaign}&foo=bar`);
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(`/company?${campaign}`);
    // Rendered once for the params the page reads: the campaign params change nothing rendered.
    expect(seen).toEqual(['/company?type=junk']);
  });

  it("keeps each landing's own ids while the page is rendered once", async () => {
    const seen: string[] = [];
    const app = listApp(seen);
    const first = await app.request('/company?type=junk&utm_source=news&gclid=first');
    const second = await app.request('/company?gclid=second&type=junk');
    const plain = await app.request('/company?type=junk&foo=bar');
    expect(first.headers.get('location')).toBe('/company?utm_source=news&gclid=first');
    expect(second.headers.get('location')).toBe('/company?gclid=second');
    // Without campaign params the answer is as it was: the clean list.
    expect(plain.status).toBe(307);
    expect(plain.headers.get('location')).toBe('/company');
    expect(seen).toEqual(['/company?type=junk']);
  });

  it('lands on the prerendered page once put right, campaign params and all', async () => {
    const seen: string[] = [];
    const res = await listApp(seen).request(`/company?${campaign}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Company</title>');
    expect(seen).toEqual([]);
  });

  it("keeps them on the router's other redirects (an unknown product to the catalogue)", async () => {
    const app = createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
      render: async () =>
        new Response(null, {
          status: 302,
          headers: { Location: 'https://www.response.example/growth-os/digital-products' },
        }),
    });
    const res = await app.request(
      '/growth-os/digital-products/no-such-product?utm_source=news&fbclid=IwAR&x=1',
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      '/growth-os/digital-products?utm_source=news&fbclid=IwAR',
    );
  });
});

describe("the redirect table's 301", () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ distDir: fixture.distDir, dataDir: fixture.dataDir, logger: silentLogger });
  });

  it('keeps every campaign and click id on every row of the table', async () => {
    for (const rule of redirectTable) {
      const res = await app.request(`http://localhost${rule.from}?${campaign}`);
      expect(res.status, rule.from).toBe(301);
      const location = res.headers.get('location') ?? '';
      expect(location.slice(location.indexOf('?') + 1), rule.from).toBe(campaign);
    }
  });

  it('keeps them with a stale filter value too, for the list to put right next', async () => {
    const res = await app.request('/testimonial?role=nobody&utm_source=news&gclid=abc');
    expect(res.headers.get('location')).toBe(
      '/proof/testimonials?role=nobody&utm_source=news&gclid=abc',
    );
    const slashed = await app.request('http://localhost/company//about/?msclkid=m1');
    expect(slashed.headers.get('location')).toBe('/company/about?msclkid=m1');
  });

  it('writes host rules that pass the query on (no destination sets its own)', () => {
    const rows = formatRedirects(redirectRows())
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rows.length).toBeGreaterThan(redirectTable.length);
    // Netlify and Cloudflare Pages hand the request's query string on to a destination that
    // has none of its own.
    for (const row of rows) expect(row.split(/\s+/)[1], row).not.toMatch(/[?#]/);
  });
});
