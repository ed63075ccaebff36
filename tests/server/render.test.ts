// @vitest-environment node
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { scriptHash } from '../../server/csp';
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
    const res = await app.request('/company/leadership?x=1');
    expect(res.status).toBe(404);
    expect(seen).toEqual(['/company/leadership']);
    const html = await res.text();
    expect(html).toContain('/company/leadership');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`'${scriptHash(hydrationScript('/company/leadership'))}'`);
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

describe('pages with a query string rendered per request', () => {
  it('renders a prerendered page for its query, so the HTML matches the client', async () => {
    const seen: string[] = [];
    const app = createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
      render: async (url) => {
        const { pathname, search } = new URL(url);
        seen.push(`${pathname}${search}`);
        return new Response(page('Filtered', `${pathname}${search}`), { status: 200 });
      },
    });
    const res = await app.request('/?category=measurement');
    expect(res.status).toBe(200);
    expect(seen).toEqual(['/?category=measurement']);
    const html = await res.text();
    expect(html).toContain('Filtered');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`'${scriptHash(hydrationScript('/?category=measurement'))}'`);
    expect(res.headers.get('etag')).toBeNull();
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
