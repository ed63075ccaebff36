// @vitest-environment node
import { readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { negotiateEncoding } from '../../server/compression';
import { createStaticFiles, urlPathToSegments } from '../../server/static';
import {
  ASSET_CSS,
  ASSET_JS,
  createFixture,
  type Fixture,
  FONT_BYTES,
  silentLogger,
} from './fixture';

let fixture: Fixture;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  fixture = createFixture();
  app = createApp({ distDir: fixture.distDir, dataDir: fixture.dataDir, logger: silentLogger });
});
afterAll(() => fixture.cleanup());

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const distFile = (file: string) => readFileSync(join(fixture.distDir, file));

describe('pages', () => {
  it('serves / from dist/index.html', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(distFile('index.html').toString());
  });

  it('serves /a/b from dist/a/b/index.html', async () => {
    for (const [path, file] of [
      ['/company', 'company/index.html'],
      ['/company/about', 'company/about/index.html'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(distFile(file).toString());
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const getRes = await get('/company/about');
    const headRes = await app.request('/company/about', { method: 'HEAD' });
    expect(headRes.status).toBe(200);
    expect(headRes.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headRes.headers.get('content-length')).toBe(getRes.headers.get('content-length'));
    expect(headRes.headers.get('etag')).toBe(getRes.headers.get('etag'));
    expect(await headRes.text()).toBe('');
  });

  it('answers 405 with Allow to other methods on site paths', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const path of ['/', '/company/about', '/assets/entry-client-BZDBhjYi.js']) {
        const res = await app.request(path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow')).toBe('GET, HEAD');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
    }
  });
});

describe('static files', () => {
  it.each([
    ['/assets/entry-client-BZDBhjYi.js', 'text/javascript; charset=utf-8'],
    ['/assets/entry-client-CqLOW5sp.css', 'text/css; charset=utf-8'],
    ['/assets/inter-latin-wght-normal-Dx4kXJAl.woff2', 'font/woff2'],
  ])('serves hashed asset %s as %s, cached for a year', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(distFile(path.slice(1)));
  });

  it.each([
    ['/favicon.svg', 'image/svg+xml'],
    ['/favicon.ico', 'image/x-icon'],
    ['/og/response-share.png', 'image/png'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/prerendered.json', 'application/json; charset=utf-8'],
  ])('serves public file %s as %s, revalidated', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(distFile(path.slice(1)));
  });

  it('answers 304 to If-None-Match and If-Modified-Since', async () => {
    const first = await get('/assets/entry-client-BZDBhjYi.js');
    const etag = first.headers.get('etag');
    const lastModified = first.headers.get('last-modified');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(lastModified).toBeTruthy();

    const revalidated = await get('/assets/entry-client-BZDBhjYi.js', { 'If-None-Match': etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await revalidated.text()).toBe('');

    const weak = await get('/assets/entry-client-BZDBhjYi.js', { 'If-None-Match': `W/${etag}` });
    expect(weak.status).toBe(304);
    const other = await get('/assets/entry-client-BZDBhjYi.js', { 'If-None-Match': '"other"' });
    expect(other.status).toBe(200);
    const since = await get('/assets/entry-client-BZDBhjYi.js', {
      'If-Modified-Since': lastModified!,
    });
    expect(since.status).toBe(304);
  });

  it('serves the new content after a file changes on disk', async () => {
    const file = join(fixture.distDir, 'robots.txt');
    const before = await get('/robots.txt');
    writeFileSync(file, 'User-agent: *\nDisallow: /private\n');
    const future = new Date(Date.now() + 5000);
    utimesSync(file, future, future);
    const after = await get('/robots.txt');
    expect(await after.text()).toBe('User-agent: *\nDisallow: /private\n');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });
});

describe('not found', () => {
  it.each(['/nope', '/company/nope', '/assets/missing-abc123.js', '/404', '/404.html', '/index'])(
    'answers %s with dist/404.html and status 404',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(await res.text()).toBe(distFile('404.html').toString());
    },
  );

  it('answers HEAD on an unknown path with 404 and no body', async () => {
    const res = await app.request('/nope', { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('');
  });

  it.each([
    '/.vite/manifest.json',
    '/.vite/',
    '/.env',
    '/%2evite/manifest.json',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/../secret.txt',
    '/robots.txt%00.html',
    '/robots.txt%00',
    '/%E0%A4%A',
    '/%',
    '/_headers',
    '/_redirects',
  ])('never serves %s (404, no crash)', async (path) => {
    const res = await get(path);
    expect([404, 301]).toContain(res.status);
    if (res.status === 301) {
      // Only trailing-slash normalisation may answer first; it never leaves the site.
      expect(res.headers.get('location')).toMatch(/^\/[^/]/);
      return;
    }
    const body = await res.text();
    expect(body).not.toContain('outside of dist');
    expect(body).not.toContain('entry-client-BZDBhjYi.js"}');
    expect(body).toBe(distFile('404.html').toString());
  });

  it('does not follow symlinks out of dist', async () => {
    symlinkSync(join(fixture.root, 'secret.txt'), join(fixture.distDir, 'linked-secret.txt'));
    const res = await get('/linked-secret.txt');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('outside of dist');
  });

  it('answers 404 for a file removed after it was served (a rebuild)', async () => {
    writeFileSync(join(fixture.distDir, 'old-asset.txt'), 'old');
    // dist's top-level names are read again at most once a second: a new one shows within it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await get('/old-asset.txt')).status).toBe(200);
    rmSync(join(fixture.distDir, 'old-asset.txt'));
    expect((await get('/old-asset.txt')).status).toBe(404);
  });

  it('tells a path that surely names no file, from the top-level names read last', async () => {
    const files = createStaticFiles(fixture.distDir);
    // Before the names were read, any path may be a file.
    expect(files.mayBeFile('/wp-login.php')).toBe(true);
    await files.lookup('/company');
    expect(files.mayBeFile('/wp-login.php')).toBe(false);
    expect(files.mayBeFile('/scan-1/x.php')).toBe(false);
    expect(files.mayBeFile('/company/nope.php')).toBe(true);
    expect(files.mayBeFile('/robots.txt')).toBe(true);
    expect(files.mayBeFile('/')).toBe(true);
    // Paths the lookup refuses are no file.
    expect(files.mayBeFile('/.env')).toBe(false);
    expect(files.mayBeFile('/%ZZ')).toBe(false);
  });

  it('maps URL paths to safe segments only', () => {
    expect(urlPathToSegments('/')).toEqual([]);
    expect(urlPathToSegments('/company/about')).toEqual(['company', 'about']);
    expect(urlPathToSegments('/a%20b')).toEqual(['a b']);
    expect(urlPathToSegments('/..')).toBeNull();
    expect(urlPathToSegments('/a/%2E%2E/b')).toBeNull();
    expect(urlPathToSegments('/a%2F..%2F..%2Fb')).toBeNull();
    expect(urlPathToSegments('/a%5Cb')).toBeNull();
    expect(urlPathToSegments('/a%00')).toBeNull();
    expect(urlPathToSegments('/.git/config')).toBeNull();
    expect(urlPathToSegments('/%ZZ')).toBeNull();
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/analytics/other'],
      ['GET', '/api'],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('answers /healthz', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
  });

  it('answers a plain 404 when the build has no 404.html', async () => {
    const bare = createApp({
      distDir: join(fixture.root, 'missing-dist'),
      dataDir: fixture.dataDir,
      logger: silentLogger,
    });
    const res = await bare.request('/anything');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('compression', () => {
  it('negotiates brotli before gzip, honouring q-values', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(null)).toBeNull();
  });

  it.each([
    ['/', 'index.html'],
    ['/assets/entry-client-BZDBhjYi.js', 'assets/entry-client-BZDBhjYi.js'],
    ['/assets/entry-client-CqLOW5sp.css', 'assets/entry-client-CqLOW5sp.css'],
    ['/favicon.svg', 'favicon.svg'],
  ])('sends %s with brotli or gzip as asked', async (path, file) => {
    const original = distFile(file);

    const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(original.length);
    expect(br.headers.get('content-length')).toBe(String(brBytes.length));
    expect(brotliDecompressSync(brBytes)).toEqual(original);

    const gz = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer()))).toEqual(original);

    const plain = await get(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(original);

    // Each encoding is its own representation: distinct validators.
    const etags = new Set([br, gz, plain].map((res) => res.headers.get('etag')));
    expect(etags.size).toBe(3);
  });

  it('compresses the 404 page too', async () => {
    const res = await get('/nope', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer()))).toEqual(
      distFile('404.html'),
    );
  });

  it('leaves fonts, images and small files alone', async () => {
    for (const path of [
      '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      '/og/response-share.png',
      '/robots.txt',
    ]) {
      const res = await get(path, { 'Accept-Encoding': 'br, gzip' });
      expect(res.headers.get('content-encoding'), path).toBeNull();
    }
    const font = await get('/assets/inter-latin-wght-normal-Dx4kXJAl.woff2', {
      'Accept-Encoding': 'br',
    });
    expect(Buffer.from(await font.arrayBuffer())).toEqual(FONT_BYTES);
  });

  it('compresses each file once, fast first, then brotli 11 in the background', async () => {
    const files = createStaticFiles(fixture.distDir);
    const lookup = () => files.lookup('/assets/entry-client-CqLOW5sp.css');
    const file = (await lookup())!;
    expect(file.compressible).toBe(true);
    const fast = (await files.encoded(file, 'br'))!;
    expect(fast.etag).toBe(`${file.etag.slice(0, -1)}-br5"`);
    expect(brotliDecompressSync(fast.body).toString()).toBe(ASSET_CSS);

    await files.idle();
    const best = (await files.encoded((await lookup())!, 'br'))!;
    expect(best.etag).toBe(`${file.etag.slice(0, -1)}-br11"`);
    expect(best.body.byteLength).toBeLessThanOrEqual(fast.body.byteLength);
    expect(brotliDecompressSync(best.body).toString()).toBe(ASSET_CSS);
    // Cached: the same Buffer every time, never compressed again.
    expect((await files.encoded((await lookup())!, 'br'))!.body).toBe(best.body);

    const gzip = (await files.encoded(file, 'gzip'))!;
    expect(gzip.etag).toBe(`${file.etag.slice(0, -1)}-gz"`);
    expect((await files.encoded(file, 'gzip'))!.body).toBe(gzip.body);
    expect(gunzipSync(gzip.body).toString()).toBe(ASSET_CSS);
  });

  it('precompresses every file at start-up when asked', async () => {
    const warmApp = createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      precompress: true,
      logger: silentLogger,
    });
    const res = await warmApp.request('/assets/entry-client-BZDBhjYi.js', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(ASSET_JS);
  });
});
