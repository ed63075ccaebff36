// @vitest-environment node
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { createForwarder, forwardedQuery } from '../../server/wordpress/forwarder';
import { createFixture, type Fixture, silentLogger } from './fixture';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json; charset=UTF-8', ...init.headers },
  });

function setup(answers: Array<Response | Error | (() => Promise<Response>)>) {
  let time = 0;
  const calls: string[] = [];
  const fakeFetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(url)}`);
    const next = answers.shift();
    if (next === undefined) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  });
  const errors: string[] = [];
  const source = createForwarder({
    origin: 'http://127.0.0.1:8099/',
    fetch: fakeFetch as typeof fetch,
    now: () => time,
    freshMs: 1000,
    staleMs: 10_000,
    maxBytes: 1000,
    timeoutMs: 50,
    onError: (message) => errors.push(message),
  });
  return {
    source,
    calls,
    errors,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const params = (query: string) => new URLSearchParams(query);

describe('the WordPress forwarder', () => {
  it('passes only the parameters the site uses, in a stable order', () => {
    expect(
      forwardedQuery(
        'posts',
        params('per_page=100&_embed=1&context=edit&status=draft&author=1&search=abm&password=x'),
      ),
    ).toBe('_embed=1&per_page=100&search=abm');
    expect(forwardedQuery('tags', params('per_page=100&_fields=id&orderby=count'))).toBe(
      'per_page=100',
    );
  });

  it('asks WordPress with GET and passes its answer, status and paging headers on', async () => {
    const { source, calls } = setup([
      json([{ id: 1 }], {
        headers: { 'X-WP-Total': '1', 'X-WP-TotalPages': '1', 'Set-Cookie': 'a=b' },
      }),
    ]);
    const answer = await source('posts', params('_embed=1&per_page=100&debug=1'));
    expect(calls).toEqual(['GET http://127.0.0.1:8099/wp-json/wp/v2/posts?_embed=1&per_page=100']);
    expect(answer).toEqual({
      status: 200,
      body: [{ id: 1 }],
      headers: { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' },
    });
  });

  it('answers repeated calls from its cache while fresh, then asks again', async () => {
    const { source, calls, advance } = setup([json([{ id: 1 }]), json([{ id: 2 }])]);
    expect((await source('tags', params('per_page=100'))).body).toEqual([{ id: 1 }]);
    advance(500);
    expect((await source('tags', params('per_page=100'))).body).toEqual([{ id: 1 }]);
    advance(600);
    expect((await source('tags', params('per_page=100'))).body).toEqual([{ id: 2 }]);
    expect(calls).toHaveLength(2);
  });

  it('asks once for simultaneous calls', async () => {
    const { source, calls } = setup([json([{ id: 1 }])]);
    const [a, b] = await Promise.all([source('posts', params('')), source('posts', params(''))]);
    expect(a.body).toEqual(b.body);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['down', new TypeError('fetch failed')],
    ['answering 500', json({ code: 'oops' }, { status: 500 })],
    [
      'answering HTML',
      new Response('<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    [
      'answering malformed JSON',
      new Response('{"id":', { headers: { 'Content-Type': 'application/json' } }),
    ],
    ['answering too much', json(['x'.repeat(2000)])],
    [
      'too slow',
      () =>
        new Promise<Response>((_, reject) =>
          setTimeout(() => reject(new DOMException('timeout', 'TimeoutError')), 60),
        ),
    ],
  ])(
    'while WordPress is %s: the last good answer, marked stale; none: a 502',
    async (_, failure) => {
      const { source, errors, advance } = setup([json([{ id: 1 }]), failure, failure]);
      await source('posts', params('per_page=100'));
      advance(2000);
      const stale = await source('posts', params('per_page=100'));
      expect(stale).toMatchObject({
        status: 200,
        body: [{ id: 1 }],
        headers: { 'X-Content-Stale': '1' },
      });
      advance(20_000);
      const gone = await source('posts', params('per_page=100'));
      expect(gone.status).toBe(502);
      expect(gone.body).toMatchObject({ code: 'content_service_unavailable' });
      expect(errors).toHaveLength(2);
    },
  );

  it("passes WordPress's own 400 answers on", async () => {
    const { source } = setup([json({ code: 'rest_invalid_param' }, { status: 400 })]);
    expect(await source('posts', params('per_page=500'))).toMatchObject({
      status: 400,
      body: { code: 'rest_invalid_param' },
    });
  });
});

describe('the content paths of the server', () => {
  let fixture: Fixture;
  beforeAll(() => {
    fixture = createFixture();
  });
  afterAll(() => fixture.cleanup());

  const app = (wordpress?: Parameters<typeof createApp>[0]['wordpress']) =>
    createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
      wordpress,
    });

  it('answers GET posts, tags and categories from the content source, as JSON with its headers', async () => {
    const seen: string[] = [];
    const server = app(async (resource, query) => {
      seen.push(`${resource}?${query}`);
      return { status: 200, body: [{ id: 7 }], headers: { 'X-WP-Total': '1' } };
    });
    for (const resource of ['posts', 'tags', 'categories']) {
      const res = await server.request(`/wp-json/wp/v2/${resource}?per_page=100`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('x-wp-total')).toBe('1');
      expect(await res.json()).toEqual([{ id: 7 }]);
    }
    expect(seen).toEqual(['posts?per_page=100', 'tags?per_page=100', 'categories?per_page=100']);
  });

  it('compresses a list of posts for a client that accepts it', async () => {
    const posts = Array.from({ length: 20 }, (_, id) => ({
      id,
      content: { rendered: `<p>${'Growth needs architecture. '.repeat(40)}</p>` },
    }));
    const server = app(async () => ({ status: 200, body: posts, headers: { 'X-WP-Total': '20' } }));
    const res = await server.request('/wp-json/wp/v2/posts', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('x-wp-total')).toBe('20');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(posts);
    // A small answer, or a client that takes no encoding, gets plain JSON.
    const plain = await server.request('/wp-json/wp/v2/posts');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(posts);
  });

  it('refuses other methods and paths, and answers 404 without a content source', async () => {
    const source = vi.fn();
    const server = app(source);
    expect(
      (await server.request('/wp-json/wp/v2/posts', { method: 'POST', body: '{}' })).status,
    ).toBe(405);
    expect((await server.request('/wp-json/wp/v2/posts', { method: 'DELETE' })).status).toBe(405);
    for (const path of [
      '/wp-json/wp/v2/users',
      '/wp-json/wp/v2/posts/1',
      '/wp-json/',
      '/wp-json/wp/v2/settings',
    ]) {
      const res = await server.request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'rest_no_route' });
    }
    expect(source).not.toHaveBeenCalled();
    expect((await app().request('/wp-json/wp/v2/posts')).status).toBe(404);
  });
});
