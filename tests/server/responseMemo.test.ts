// @vitest-environment node
import { renameSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { answerKey } from '../../server/renderOnRequest';
import { createResponseMemo, type ResponseMemo } from '../../server/responseMemo';
import { createFixture, type Fixture, silentLogger } from './fixture';

/**
 * The site as server/main.ts serves it, on the fixture's files: the memo answers first, the app
 * (made with `options`; no contact limit, no render limit unless given) the rest (`reached(url)`
 * counts those). Resolves with the server and its origin once listening.
 */
async function serveWithMemo(
  memo: ResponseMemo,
  reached: (url: string) => void,
  options: Partial<Parameters<typeof createApp>[0]> = {},
): Promise<{ server: Server; origin: string }> {
  const app = createApp({
    distDir: fixture.distDir,
    dataDir: fixture.dataDir,
    logger: silentLogger,
    contactRateLimit: false,
    renderRateLimit: false,
    ...options,
    responseMemo: memo,
  });
  const listener = getRequestListener(app.fetch);
  const server = createServer((request, response) => {
    if (memo.answer(request, response)) return;
    reached(request.url ?? '');
    void listener(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let fixture: Fixture;
let server: Server;
let origin: string;
let memo: ResponseMemo;
let clock = 0;
/** Requests the app itself answered (not the memo). */
let reachedApp = 0;

beforeAll(async () => {
  fixture = createFixture();
  memo = createResponseMemo({ ttlMs: 1000, now: () => clock, urlKey: (url) => answerKey(url) });
  // No client is refused pages made on request here: the static fallback has its own tests.
  ({ server, origin } = await serveWithMemo(memo, () => {
    reachedApp += 1;
  }));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fixture.cleanup();
});

afterEach(() => {
  // Whatever a test kept is forgotten before the next.
  clock += 60_000;
});

const plainHeaders = (res: Response) => {
  const headers = Object.fromEntries(res.headers);
  delete headers.date;
  return headers;
};

describe('the response memo', () => {
  it('answers a page again with the same status, headers and bytes, without the app', async () => {
    reachedApp = 0;
    const first = await fetch(`${origin}/company`, { headers: { 'Accept-Encoding': 'br' } });
    const again = await fetch(`${origin}/company`, { headers: { 'Accept-Encoding': 'br' } });
    expect(reachedApp).toBe(1);
    expect(again.status).toBe(200);
    expect(plainHeaders(again)).toEqual(plainHeaders(first));
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
  });

  it('keeps each encoding apart, and answers HEAD with the headers alone', async () => {
    reachedApp = 0;
    for (const encoding of ['br', 'gzip', 'identity']) {
      await fetch(`${origin}/`, { headers: { 'Accept-Encoding': encoding } });
    }
    const gzip = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const identity = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toContain('Growth needs architecture');
    const head = await fetch(`${origin}/`, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(head.headers.get('content-length')).toBe(identity.headers.get('content-length'));
    expect(await head.text()).toBe('');
    expect(reachedApp).toBe(3);
  });

  it('keeps a landing URL with its own query at once, a not-found page once asked again', async () => {
    reachedApp = 0;
    const url = '/?utm_source=newsletter';
    const first = await fetch(`${origin}${url}`);
    const again = await fetch(`${origin}${url}`);
    expect(await again.text()).toBe(await first.text());
    expect(reachedApp).toBe(1);

    // A path asked once (what a scanner does) is not worth keeping; asked again, it is.
    reachedApp = 0;
    const path = '/wp-admin/setup-config.php';
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${origin}${path}`);
      answers.push([res.status, await res.text()]);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]?.[0]).toBe(404);
    expect(reachedApp).toBe(2);
  });

  it('answers a landing URL from the page’s answer when its params are ones no page reads', async () => {
    const routes = { patternOf: () => '/$', searchKeysOf: () => ['q'], shellMarksOf: () => '' };
    expect(answerKey('/?gclid=abc&utm_source=x', routes)).toBe('/');
    expect(answerKey('/?utm_source=x&q=roas', routes)).toBe('/?q=roas');
    expect(answerKey('/company', routes)).toBe('/company');
    // Without the route facts every param counts, sorted.
    expect(answerKey('/?b=2&a=1')).toBe('/?a=1&b=2');
  });

  it('works out a URL’s form once while the URL comes again, and any number of URLs stays bounded', async () => {
    const formed: string[] = [];
    const own = createResponseMemo({
      ttlMs: 1000,
      maxEntries: 10,
      now: () => clock,
      urlKey: (url) => {
        formed.push(url);
        // No page reads a param here: every URL below shares the page's answer.
        return answerKey(url, {
          patternOf: () => '/',
          searchKeysOf: () => [],
          shellMarksOf: () => '',
        });
      },
    });
    let reached = 0;
    const site = await serveWithMemo(own, () => {
      reached += 1;
    });
    try {
      const landing = `${site.origin}/company?utm_source=newsletter`;
      for (let i = 0; i < 5; i++) expect((await fetch(landing)).status).toBe(200);
      expect(reached).toBe(1);
      expect(formed.filter((url) => url === '/company?utm_source=newsletter')).toHaveLength(1);
      // More new URLs than it keeps forms of: the landing's form is worked out again, the same.
      for (let i = 0; i < 12; i++) await fetch(`${site.origin}/company?gclid=${i}`);
      formed.length = 0;
      reached = 0;
      const again = await fetch(landing);
      expect(again.status).toBe(200);
      expect(await again.text()).toContain('<html');
      expect(reached).toBe(0);
      expect(formed).toEqual(['/company?utm_source=newsletter']);
    } finally {
      await new Promise((resolve) => site.server.close(resolve));
    }
  });

  it('keeps not-found answers apart: a scan of new paths never pushes a page out', async () => {
    await fetch(`${origin}/company`);
    // More paths than the not-found answers kept (a fifth of 500), each asked twice so it is kept.
    for (let i = 0; i < 120; i++) {
      for (let ask = 0; ask < 2; ask++) {
        expect((await fetch(`${origin}/scan-${i}/x.php`)).status).toBe(404);
      }
    }
    reachedApp = 0;
    expect((await fetch(`${origin}/company`)).status).toBe(200);
    expect((await fetch(`${origin}/scan-119/x.php`)).status).toBe(404);
    expect(reachedApp).toBe(0);
    expect((await fetch(`${origin}/scan-0/x.php`)).status).toBe(404);
    expect(reachedApp).toBe(1);
  });

  it('keeps nothing of a scan whose paths are each asked once', async () => {
    for (let i = 0; i < 50; i++) await fetch(`${origin}/once-${i}/x.php`);
    const kept = memo.size;
    for (let i = 50; i < 100; i++) await fetch(`${origin}/once-${i}/x.php`);
    expect(memo.size).toBe(kept);
  });

  it('forgets after its second: a file removed from disk is then not found', async () => {
    const file = join(fixture.distDir, 'company/about/index.html');
    expect((await fetch(`${origin}/company/about`)).status).toBe(200);
    renameSync(file, `${file}.moved`);
    try {
      expect((await fetch(`${origin}/company/about`)).status).toBe(200);
      clock += 1000;
      expect((await fetch(`${origin}/company/about`)).status).toBe(404);
    } finally {
      renameSync(`${file}.moved`, file);
    }
  });

  it('leaves validators, the API and other methods to the app', async () => {
    const first = await fetch(`${origin}/company`);
    const etag = first.headers.get('etag') ?? '';
    reachedApp = 0;
    const revalidated = await fetch(`${origin}/company`, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    for (let i = 0; i < 2; i++) await fetch(`${origin}/api/nothing-here`);
    for (let i = 0; i < 2; i++) await fetch(`${origin}/healthz`);
    expect((await fetch(`${origin}/company`, { method: 'POST' })).status).toBe(405);
    expect(reachedApp).toBe(6);
  });
});

describe('the static fallback, for a client refused pages made on request', () => {
  let fallbackServer: Server;
  let base: string;
  let fallbackMemo: ResponseMemo;
  /** Requests the app answered, by path. */
  const reached: string[] = [];

  beforeAll(async () => {
    fallbackMemo = createResponseMemo({ ttlMs: 1000, now: () => clock });
    // Two pages made per client a minute; the client is told by X-Forwarded-For.
    ({ server: fallbackServer, origin: base } = await serveWithMemo(
      fallbackMemo,
      (url) => reached.push(url),
      { renderRateLimit: { limit: 2, windowMs: 60_000 }, trustProxy: true },
    ));
  });

  afterAll(() => new Promise((resolve) => fallbackServer.close(resolve)));

  let clients = 0;
  /**
   * A new client, already refused: it has had its two pages made (here, without a renderer,
   * dist/404.html each time), and the site's last answer.
   */
  async function refusedClient() {
    clients += 1;
    const address = `203.0.113.${clients}`;
    const ask = (path: string, init: RequestInit = {}) =>
      fetch(`${base}${path}`, {
        ...init,
        headers: { 'X-Forwarded-For': address, 'Accept-Encoding': 'br', ...init.headers },
      });
    clock += 60_000;
    let first = await ask(`/made-${clients}-0`);
    first = await ask(`/made-${clients}-1`);
    expect(first.status).toBe(404);
    return { ask, first };
  }

  it('answers a scanner’s new paths as the site does, without the site', async () => {
    reached.length = 0;
    const { ask, first } = await refusedClient();
    const answers = [];
    for (const path of ['/scan-1/x.php', '/.env', '/wp-admin/setup-config.php', '/xmlrpc.php']) {
      answers.push(await ask(path));
    }
    // Its two pages came from the site; the next four new paths from the memo.
    expect(reached).toEqual(['/made-1-0', '/made-1-1']);
    expect(first.headers.get('content-encoding')).toBe('br');
    const bytes = Buffer.from(await first.arrayBuffer());
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(plainHeaders(answer)).toEqual(plainHeaders(first));
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes);
    }
    expect(bytes.byteLength).toBeGreaterThan(0);
    // HEAD: the headers alone.
    const head = await ask('/phpinfo.php', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
    // A path asked again gets its own entry, as any not-found URL asked again.
    const kept = fallbackMemo.size;
    for (let i = 0; i < 2; i++) expect((await ask('/wp-login.php')).status).toBe(404);
    expect(fallbackMemo.size).toBe(kept + 1);
    expect(reached).toHaveLength(2);
  });

  it('leaves to the site what it would answer otherwise', async () => {
    const { ask } = await refusedClient();
    reached.length = 0;
    // A client not refused: its not-found page may be made for it.
    const other = await fetch(`${base}/scan-2/x.php`, {
      headers: { 'X-Forwarded-For': '198.51.100.7', 'Accept-Encoding': 'br' },
    });
    expect(other.status).toBe(404);
    // A query string, a redirect, an article, a path under a directory the site has, a file,
    // an empty segment, a dot segment, an encoded character, the API and validators.
    const asked: [string, number, RequestInit?][] = [
      ['/scan-3/x.php?debug=1', 404],
      ['/about-us', 301],
      ['/insights/some-article', 404],
      ['/company/nope.php', 404],
      ['/company', 200],
      ['/robots.txt', 200],
      ['/scan-4//x.php', 301],
      ['/scan-5/x%20y.php', 404],
      ['/api/x.php', 404],
      ['/scan-6/x.php', 404, { headers: { 'If-None-Match': '"x"' } }],
    ];
    for (const [path, status, init] of asked) {
      const res = await ask(path, { redirect: 'manual', ...init });
      expect(res.status, path).toBe(status);
    }
    expect(reached).toEqual(['/scan-2/x.php', ...asked.map(([path]) => path)]);
  });

  it('leaves to the site a path whose own not-found page is kept', async () => {
    // A site that renders not-found pages: /typo gets its own, made while the client may.
    const memoWithPages = createResponseMemo({ ttlMs: 1000, now: () => clock });
    let reachedSite = 0;
    const { server: pagesServer, origin: at } = await serveWithMemo(
      memoWithPages,
      () => {
        reachedSite += 1;
      },
      {
        renderRateLimit: { limit: 1, windowMs: 60_000 },
        trustProxy: true,
        render: async (url) =>
          new Response(
            `<!DOCTYPE html><html><body>Made for ${new URL(url).pathname}</body></html>`,
            { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
          ),
      },
    );
    try {
      const ask = (path: string) =>
        fetch(`${at}${path}`, { headers: { 'X-Forwarded-For': '192.0.2.9' } });
      expect(await (await ask('/typo')).text()).toContain('Made for /typo');
      // Refused from now on: a new path gets dist/404.html, from the memo the second time.
      expect(await (await ask('/wp-login.php')).text()).toContain('Page Not Found');
      const before = reachedSite;
      expect(await (await ask('/xmlrpc.php')).text()).toContain('Page Not Found');
      expect(reachedSite).toBe(before);
      // /typo's own page is kept: the site answers it, with that page.
      expect(await (await ask('/typo')).text()).toContain('Made for /typo');
      expect(reachedSite).toBe(before + 1);
    } finally {
      await new Promise((resolve) => pagesServer.close(resolve));
    }
  });

  it('keeps the fallback for its second only, and per encoding', async () => {
    const { ask } = await refusedClient();
    reached.length = 0;
    await ask('/scan-7/x.php');
    expect(reached).toEqual([]);
    // gzip was not asked for yet: the site answers, then the memo.
    const gzip = await ask('/scan-8/x.php', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    await ask('/scan-9/x.php', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(reached).toEqual(['/scan-8/x.php']);
    clock += 1000;
    await ask('/scan-10/x.php');
    expect(reached).toEqual(['/scan-8/x.php', '/scan-10/x.php']);
  });
});
