// @vitest-environment node
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { scriptHash } from '../../server/csp';
import type { SiteRoutes } from '../../server/render';
import { createFixture, type Fixture, hydrationScript, page, silentLogger } from './fixture';

let fixture: Fixture;
beforeAll(() => {
  fixture = createFixture();
});
afterAll(() => fixture.cleanup());

describe('not-found pages rendered per request', () => {
  it('renders the path asked for, with status 404 and a CSP for its own scripts', async () => {
    const seen: string[] = [];
    const app = createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
      render: async (url) => {
        seen.push(new URL(url).pathname);
        return new Response(page('Page Not Found', new URL(url).pathname), { status: 404 });
      },
    });
    const res = await app.request('/company/board?x=1');
    expect(res.status).toBe(404);
    expect(seen).toEqual(['/company/board']);
    const html = await res.text();
    expect(html).toContain('/company/board');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`'${scriptHash(hydrationScript('/company/board'))}'`);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('compresses the rendered page when the client accepts it', async () => {
    const app = createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
      render: async (url) =>
        new Response(page('Page Not Found', new URL(url).pathname), { status: 404 }),
    });
    const res = await app.request('/nope', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain('/nope');
  });

  it('falls back to dist/404.html when rendering fails', async () => {
    const app = createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
      render: async () => {
        throw new Error('SSR bundle broke');
      },
    });
    const res = await app.request('/nope');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });

  it('does not render pages that exist or redirect', async () => {
    let calls = 0;
    const app = createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
      render: async () => {
        calls += 1;
        return new Response('', { status: 404 });
      },
    });
    expect((await app.request('/')).status).toBe(200);
    expect((await app.request('/about-us')).status).toBe(301);
    expect(calls).toBe(0);
  });
});

describe('pages with a query string', () => {
  /** The route facts of the fixture: the home page reads `category`, nothing else reads a param. */
  const routes: SiteRoutes = {
    patternOf: () => '/$',
    searchKeysOf: (pathname) => (pathname === '/' ? ['category', 'q'] : []),
    shellMarksOf: () => '',
  };

  function filteringApp(seen: string[]) {
    return createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
      routes,
      render: async (url) => {
        const { pathname, search } = new URL(url);
        seen.push(`${pathname}${search}`);
        return new Response(page('Filtered', `${pathname}${search}`), { status: 200 });
      },
    });
  }

  it('renders a page for the params it reads, so the HTML matches the client', async () => {
    const seen: string[] = [];
    const res = await filteringApp(seen).request('/?category=measurement');
    expect(res.status).toBe(200);
    expect(seen).toEqual(['/?category=measurement']);
    const html = await res.text();
    expect(html).toContain('Filtered');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`'${scriptHash(hydrationScript('/?category=measurement'))}'`);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('renders each filtered page once, whatever the order of its params and the tracking ones', async () => {
    const seen: string[] = [];
    const app = filteringApp(seen);
    const urls = [
      '/?category=measurement&q=roas',
      '/?q=roas&category=measurement',
      '/?utm_source=newsletter&q=roas&gclid=abc&category=measurement',
    ];
    const bodies = await Promise.all(
      urls.map(async (url) => {
        const res = await app.request(url, { headers: { 'Accept-Encoding': 'br' } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding')).toBe('br');
        return brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
      }),
    );
    expect(seen).toEqual(['/?category=measurement&q=roas']);
    expect(new Set(bodies).size).toBe(1);
  });

  it('serves the prerendered file for params no page reads (utm_source, gclid)', async () => {
    const seen: string[] = [];
    const app = filteringApp(seen);
    const plain = await app.request('/');
    for (const url of ['/?utm_source=newsletter&utm_medium=email', '/?gclid=abc', '/company?q=x']) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      const expected = url.startsWith('/company') ? await app.request('/company') : plain;
      expect(res.headers.get('etag')).toBe(expected.headers.get('etag'));
    }
    expect(seen).toEqual([]);
  });

  it('serves the prerendered file when rendering fails or answers something else', async () => {
    for (const render of [
      async (): Promise<Response> => {
        throw new Error('SSR bundle broke');
      },
      async () => new Response('oops', { status: 500 }),
    ]) {
      const app = createApp({
        distDir: fixture.distDir,
        dataDir: fixture.dataDir,
        logger: silentLogger,
        render,
      });
      const res = await app.request('/?q=x');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Growth needs architecture');
    }
  });

  it('serves the prerendered file at once while the render queue is full', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: string[] = [];
    const app = createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
      routes,
      renderQueue: { concurrency: 1, maxWaiting: 1 },
      render: async (url) => {
        const { pathname, search } = new URL(url);
        seen.push(`${pathname}${search}`);
        await held;
        return new Response(page('Filtered', `${pathname}${search}`), { status: 200 });
      },
    });
    // A burst of distinct filters: one renders, one waits, the rest get the file straight away.
    const settled: Array<Response | undefined> = [];
    const burst = ['a', 'b', 'c', 'd', 'e'].map((q, index) =>
      Promise.resolve(app.request(`/?q=${q}`)).then((res) => {
        settled[index] = res;
        return res;
      }),
    );
    await expect.poll(() => settled.filter(Boolean).length, { timeout: 2000 }).toBe(3);
    for (const res of settled.filter((res): res is Response => res !== undefined)) {
      expect(await res.text()).toContain('Growth needs architecture');
    }
    expect(seen).toHaveLength(1);
    release();
    // The two that rendered: the only bodies not read yet.
    const texts = await Promise.all(
      (await Promise.all(burst)).filter((res) => !res.bodyUsed).map((res) => res.text()),
    );
    expect(texts).toHaveLength(2);
    for (const text of texts) expect(text).toContain('Filtered');
    expect(seen).toHaveLength(2);
  });

  it("passes the router's redirects on, as a same-site path", async () => {
    const app = createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
      render: async (url) => {
        const { pathname } = new URL(url);
        if (pathname.startsWith('/growth-os/digital-products/')) {
          return new Response(null, {
            status: 302,
            headers: { Location: 'https://www.response.example/growth-os/digital-products' },
          });
        }
        return new Response(null, { status: 307, headers: { Location: '/' } });
      },
    });
    const unknown = await app.request('/growth-os/digital-products/no-such-product');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/growth-os/digital-products');
    const normalised = await app.request('/?q=');
    expect(normalised.status).toBe(307);
    expect(normalised.headers.get('location')).toBe('/');
  });
});

describe('not-found pages reused per route pattern', () => {
  /**
   * A renderer that writes the path where the real one does: in a call to action's `from`
   * (URI-component encoded) and in the router's match id (slashes as `#`), with a job's own
   * not-found words under /careers/.
   */
  const seen: string[] = [];
  const renderNotFound = async (url: string) => {
    const { pathname } = new URL(url);
    seen.push(pathname);
    const pattern = pathname.startsWith('/careers/') ? '/careers/$slug' : '/$';
    const title = pattern === '/$' ? 'Page Not Found' : 'Job Not Found';
    const id = `${pattern}${pathname}`.replaceAll('/', '#');
    return new Response(
      page(
        title,
        id,
        `<link rel="canonical" href="https://www.response.example/"/><a href="/contact?ref=cta&amp;from=${encodeURIComponent(pathname)}&amp;label=contact">Contact</a>`,
      ),
      { status: 404 },
    );
  };
  const routes: SiteRoutes = {
    patternOf: (pathname) => (/^\/careers\/[^/]+$/i.test(pathname) ? '/careers/$slug' : '/$'),
    searchKeysOf: () => [],
    shellMarksOf: (pathname) =>
      pathname === '/careers' ? '=/careers' : pathname.startsWith('/careers/') ? '>/careers' : '',
  };
  const app = () =>
    createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
      routes,
      render: renderNotFound,
    });

  it('renders one page per pattern and fills in each path, as rendering it would', async () => {
    seen.length = 0;
    const server = app();
    const paths = ['/wp-admin', '/.env', '/a/b/c.php', '/careers/nope', '/careers/sales-lead-2'];
    for (const path of paths) {
      const res = await server.request(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      const direct = await (await renderNotFound(`http://site.local${path}`)).text();
      expect(html).toBe(direct);
      const csp = res.headers.get('content-security-policy') ?? '';
      const id = `${routes.patternOf(path)}${path}`.replaceAll('/', '#');
      expect(csp).toContain(`'${scriptHash(hydrationScript(id))}'`);
    }
    // One template, for the catch-all; the jobs' addresses are rendered for themselves (their
    // route reads the slug), besides this test's own direct renders.
    expect(seen.filter((path) => path.includes('x-not-found-placeholder-x'))).toEqual([
      '/x-not-found-placeholder-x',
    ]);
    expect(seen.filter((path) => path === '/careers/nope')).toHaveLength(2);
  });

  it('serves a client that asks for too many new pages the static files, others as before', async () => {
    seen.length = 0;
    const server = createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
      routes: { ...routes, searchKeysOf: () => ['q'] },
      render: async (url) => {
        const { pathname, search } = new URL(url);
        if (search) {
          seen.push(`${pathname}${search}`);
          return new Response(page('Filtered', `${pathname}${search}`), { status: 200 });
        }
        return renderNotFound(url);
      },
      trustProxy: true,
      renderRateLimit: { limit: 3, windowMs: 60_000 },
    });
    const from = (client: string) => ({ headers: { 'X-Forwarded-For': client } });
    const scan = ['/scan-a/x.php', '/scan-b/x.php', '/scan-c/x.php', '/scan-d/x.php', '/?q=e'];
    const answers = [];
    for (const path of scan) {
      const res = await server.request(path, from('203.0.113.9'));
      answers.push([res.status, await res.text()] as const);
    }
    // Three pages made for the scanner, then dist/404.html (the /404 page) and the home file.
    for (const [index, path] of ['/scan-a/x.php', '/scan-b/x.php', '/scan-c/x.php'].entries()) {
      expect(answers[index]?.[0]).toBe(404);
      expect(answers[index]?.[1]).toContain(`from=${encodeURIComponent(path)}`);
    }
    expect(answers[3]?.[0]).toBe(404);
    expect(answers[3]?.[1]).toBe(page('Page Not Found', '/404'));
    expect(answers[4]?.[0]).toBe(200);
    expect(answers[4]?.[1]).toContain('Growth needs architecture');
    expect(seen).toEqual(['/x-not-found-placeholder-x']);
    // A page already made is served from memory, whoever asks.
    const again = await server.request('/scan-a/x.php', from('203.0.113.9'));
    expect(await again.text()).toContain(`from=${encodeURIComponent('/scan-a/x.php')}`);
    // Another visitor is not held back by the scanner.
    const visitor = await server.request('/scan-d/x.php', from('198.51.100.4'));
    expect(visitor.status).toBe(404);
    expect(await visitor.text()).toContain(`from=${encodeURIComponent('/scan-d/x.php')}`);
    const filtered = await server.request('/?q=e', from('198.51.100.4'));
    expect(await filtered.text()).toContain('/?q=e');
    expect(seen).toEqual(['/x-not-found-placeholder-x', '/?q=e']);
  });

  it('renders a path the template cannot stand for by itself', async () => {
    seen.length = 0;
    const server = app();
    for (const path of ['/caf%C3%A9', '/Careers/nope', "/it's"]) {
      const res = await server.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(
        `from=${encodeURIComponent(new URL(path, 'http://x').pathname)}`,
      );
    }
    expect(seen).toEqual(['/caf%C3%A9', '/Careers/nope', "/it's"]);
  });
});
