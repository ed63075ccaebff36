import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Renderer } from '../../server/render';
import type { WordPressSource } from '../../server/wordpress/forwarder';
import { answerSample, restError } from '../../server/wordpress/sampleApi';
import {
  createWebhookVerifier,
  signPreview,
  signWebhook,
  verifyPreview,
} from '../../server/wordpress/signature';
import type { SyncReport, SyncStatus } from '../../server/wordpress/sync';
import { loadSearchIndex, searchSite } from '../../src/features/search/searchEngine';
import { site } from '../../src/site/config';
import type { RouterContext } from '../../src/site/routerContext';
import { createFixture, type Fixture, page, silentLogger } from './fixture';

/**
 * The editorial loop with WordPress (issue 39), against the app with a stand-in renderer and a
 * content source whose posts the tests change: the webhook's verification, the sync's plan
 * (exactly the pages a change touches, written atomically, removed posts gone from the sitemap),
 * WordPress failing (nothing written, a retry catches up), the status and signed previews. The
 * same loop runs for real against the test WordPress in tests/wordpress/editorial.spec.ts.
 */

const secret = 'test-secret-0123456789abcdef';
const wordpressOrigin = 'http://wordpress.test';

type RawPost = Record<string, unknown> & {
  slug: string;
  title: { rendered: string };
  categories: number[];
};

let fixture: Fixture;
let posts: RawPost[];
let failing: boolean;
let renders: string[];
/** A post deleted in WordPress the moment its page reads it (mid-sync). */
let vanishing: string | null;

const samplePosts = () =>
  structuredClone(
    answerSample('posts', new URLSearchParams({ _embed: '1', per_page: '100' })).body,
  ) as RawPost[];

const source: WordPressSource = async (resource, params) => {
  if (failing) return restError(502, 'content_service_unavailable', 'down');
  if (resource !== 'posts') return answerSample(resource, params);
  const slug = params.get('slug');
  if (slug !== null && slug === vanishing) {
    posts = posts.filter((post) => post.slug !== slug);
    vanishing = null;
  }
  const categories = params.get('categories')?.split(',').map(Number);
  const found = posts.filter(
    (post) =>
      (slug === null || post.slug === slug) &&
      (!categories || post.categories.some((id) => categories.includes(id))),
  );
  const perPage = Number(params.get('per_page') ?? 10);
  return { status: 200, body: found.slice(0, perPage), headers: {} };
};

/** The SSR bundle's stand-in: a page that shows the titles (and slugs) the page would read. */
const fakeRender: Renderer = async (url, context?: RouterContext) => {
  const { pathname, searchParams } = new URL(url);
  renders.push(pathname);
  const fetchContent = context?.fetchContent;
  if (!fetchContent) throw new Error('rendered without the content service');
  const read = async (path: string) => (await (await fetchContent(path)).json()) as RawPost[];
  if (pathname === '/preview') {
    return new Response(page(`Preview refused: ${searchParams.get('refused')}`, pathname), {
      headers: { 'Content-Type': 'text/html' },
    });
  }
  if (pathname === '/insights/articles' || pathname === '/insights/reports') {
    const list = await read('/wp-json/wp/v2/posts?_embed=1&per_page=100');
    return new Response(page(list.map((post) => post.title.rendered).join(' | '), pathname), {
      headers: { 'Content-Type': 'text/html' },
    });
  }
  const slug = pathname.split('/').pop() ?? '';
  const [post] = await read(`/wp-json/wp/v2/posts?slug=${slug}&_embed=1`);
  if (!post) return new Response(page('Page Not Found', pathname), { status: 404 });
  const banner = context?.preview ? ` [Preview until ${context.preview.expiresAt}]` : '';
  return new Response(page(`${post.title.rendered}${banner}`, pathname), {
    headers: { 'Content-Type': 'text/html' },
  });
};

let app: ReturnType<typeof createApp>;
let fetchDraft: typeof fetch;

function makeApp() {
  return createApp({
    distDir: fixture.distDir,
    dataDir: fixture.dataDir,
    logger: silentLogger,
    render: fakeRender,
    wordpress: source,
    renderFeed: async (context) => {
      const list = (await (
        await (context.fetchContent as NonNullable<RouterContext['fetchContent']>)(
          '/wp-json/wp/v2/posts?_embed=1&per_page=100',
        )
      ).json()) as RawPost[];
      return `<rss>${list.map((post) => `<item>${post.slug}</item>`).join('')}</rss>`;
    },
    editorial: { secret, wordpressOrigin, startSync: false, retryMs: 60_000 },
    previewFetch: (...args) => fetchDraft(...args),
  });
}

const file = (path: string) => join(fixture.distDir, path.slice(1), 'index.html');
const html = (path: string) => readFileSync(file(path), 'utf8');

async function sendWebhook(
  body: unknown,
  options: { timestamp?: number; signWith?: string; raw?: string } = {},
) {
  const text = options.raw ?? JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return app.request('/api/wordpress/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...signWebhook(options.signWith ?? secret, text, timestamp),
    },
    body: text,
  });
}

async function status(): Promise<SyncStatus> {
  const response = await app.request('/api/wordpress/status', {
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SyncStatus;
}

/** Waits for the sync the webhooks asked for. */
async function synced(count: number): Promise<SyncReport> {
  for (let i = 0; i < 200; i += 1) {
    const now = await status();
    if (now.recent.length >= count && !now.running && now.waiting === 0) {
      return now.recent[0] as SyncReport;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no sync');
}

const event = (action: string, slug: string) => ({ type: 'post', action, slug, id: 1 });

beforeEach(async () => {
  fixture = createFixture();
  posts = samplePosts();
  failing = false;
  renders = [];
  vanishing = null;
  fetchDraft = async () => Response.json({}, { status: 500 });
  // The build: every post's page, the lists and the sitemap, as the prerender writes them.
  const origin = site.origin;
  for (const post of posts) {
    mkdirSync(join(fixture.distDir, 'insights', post.slug), { recursive: true });
    writeFileSync(
      file(`/insights/${post.slug}`),
      page(post.title.rendered, `/insights/${post.slug}`),
    );
  }
  writeFileSync(
    join(fixture.distDir, 'sitemap.xml'),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...['/', '/company', ...posts.map((post) => `/insights/${post.slug}`).sort()].map(
        (path) => `  <url><loc>${origin}${path === '/' ? '' : path}</loc></url>`,
      ),
      `  <url><loc>${origin}/press-room/feed.xml</loc></url>`,
      '</urlset>',
      '',
    ].join('\n'),
  );
  app = makeApp();
  // The first sync checks every page against the build (as at a server's start).
  await sendWebhook({ events: [] });
  await synced(1);
  renders = [];
});
afterEach(() => fixture.cleanup());

describe('the webhook', () => {
  it('refuses a bad signature, a stale timestamp and a replay, and changes nothing', async () => {
    const body = { events: [event('update', posts[0]?.slug ?? '')] };
    const wrong = await sendWebhook(body, { signWith: 'another-secret-0123456789' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: string }).error).toMatch(/signature does not match/);
    const stale = await sendWebhook(body, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(401);
    expect(((await stale.json()) as { error: string }).error).toMatch(/clock/);
    const unsigned = await app.request('/api/wordpress/webhook', { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(401);

    const timestamp = Math.floor(Date.now() / 1000);
    expect((await sendWebhook(body, { timestamp })).status).toBe(202);
    await synced(2);
    const replay = await sendWebhook(body, { timestamp });
    expect(replay.status).toBe(409);
    const malformed = await sendWebhook(null, { raw: 'not json' });
    expect(malformed.status).toBe(400);
    expect((await status()).webhooks).toMatchObject({
      accepted: 2,
      refused: { 'bad-signature': 1, stale: 1, unsigned: 1, replay: 1, malformed: 1 },
    });
    expect((await status()).recent).toHaveLength(2);
    expect((await app.request('/api/wordpress/webhook')).status).toBe(405);
  });

  it('verifies with the shared secret, and answers 503 where the site has none', async () => {
    const verifier = createWebhookVerifier(secret, { now: () => 1_000_000_000 });
    const headers = signWebhook(secret, '{"events":[]}', 1_000_000);
    expect(
      verifier.verify(
        '{"events":[]}',
        headers['X-Response-Timestamp'],
        headers['X-Response-Signature'],
      ),
    ).toBeNull();
    const plain = createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
    });
    expect((await plain.request('/api/wordpress/webhook', { method: 'POST' })).status).toBe(503);
    expect((await plain.request('/api/wordpress/status')).status).toBe(503);
    expect((await app.request('/api/wordpress/status')).status).toBe(401);
    expect(
      (await app.request('/api/wordpress/status', { headers: { Authorization: 'Bearer nope' } }))
        .status,
    ).toBe(401);
  });
});

/** What the site search finds now, read from the index the sync wrote (server/searchIndex.ts). */
function searchFinds(query: string): string[] {
  const file = JSON.parse(readFileSync(join(fixture.distDir, 'search-index.json'), 'utf8'));
  const outcome = searchSite(loadSearchIndex(file), query);
  return outcome.groups.flatMap((group) => group.hits.map((hit) => hit.url));
}

describe('a sync', () => {
  it('checked every page against the build at first, and rewrote none that was the same', async () => {
    const first = (await status()).recent[0] as SyncReport;
    expect(first.ok).toBe(true);
    // Each post's page was the same; the lists, the feed and the sitemap (with them) are new here.
    expect(first.unchanged).toHaveLength(posts.length);
    expect(first.regenerated).toEqual(
      expect.arrayContaining(['/insights/articles', '/insights/reports', '/insights/feed.xml']),
    );
  });

  it('regenerates an edited post, the lists and the posts whose related articles show it, and nothing else', async () => {
    // A report (Retention Economics 2026).
    const edited = posts[3] as RawPost;
    expect(edited.slug).toBe('retention-economics-report-2026');
    const before = statSync(file(`/insights/${(posts[10] as RawPost).slug}`)).mtimeMs;
    edited.title.rendered = 'An edited title';
    expect((await sendWebhook({ events: [event('update', edited.slug)] })).status).toBe(202);
    const report = await synced(2);
    expect(report).toMatchObject({
      ok: true,
      posts: { added: [], updated: [edited.slug], removed: [] },
    });
    expect(html(`/insights/${edited.slug}`)).toContain('An edited title');
    // The list that shows it (a report), and not the other.
    expect(report.regenerated).toContain('/insights/reports');
    expect(report.regenerated).not.toContain('/insights/articles');
    expect(html('/insights/reports')).toContain('An edited title');
    // Search finds the post by its new words.
    expect(report.regenerated).toContain('/search-index.json');
    expect(searchFinds('edited title')).toContain(`/insights/${edited.slug}`);
    expect(readFileSync(join(fixture.distDir, 'insights/feed.xml'), 'utf8')).toContain(edited.slug);
    // Only pages that show it were rendered: the post, lists, and those relating to it.
    const rendered = new Set(renders);
    expect(rendered.has(`/insights/${edited.slug}`)).toBe(true);
    expect(rendered.size).toBeLessThan(posts.length);
    for (const path of report.regenerated.filter((p) => /^\/insights\/[a-z0-9-]+$/.test(p))) {
      if (['/insights/articles', '/insights/reports', `/insights/${edited.slug}`].includes(path))
        continue;
      // A regenerated post page is one whose page was rendered with the post as related.
      expect(rendered.has(path)).toBe(true);
    }
    // Not the sitemap: no post came or went.
    expect(report.regenerated).not.toContain('/sitemap.xml');
    // A page not touched keeps its file.
    if (!rendered.has(`/insights/${(posts[10] as RawPost).slug}`)) {
      expect(statSync(file(`/insights/${(posts[10] as RawPost).slug}`)).mtimeMs).toBe(before);
    }
  });

  it('removes an unpublished post: its page 404s and it leaves the lists and the sitemap', async () => {
    const gone = posts.splice(5, 1)[0] as RawPost;
    await sendWebhook({ events: [event('unpublish', gone.slug)] });
    const report = await synced(2);
    expect(report.posts.removed).toEqual([gone.slug]);
    expect(report.removed).toEqual([`/insights/${gone.slug}`]);
    expect(existsSync(file(`/insights/${gone.slug}`))).toBe(false);
    expect((await app.request(`/insights/${gone.slug}`)).status).toBe(404);
    expect(html('/insights/articles')).not.toContain(gone.title.rendered);
    const sitemap = readFileSync(join(fixture.distDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain(`/insights/${gone.slug}<`);
    expect(sitemap).toContain(`${site.origin}/company</loc>`);
    expect(sitemap.trim().split('\n').at(-2)).toContain('/press-room/feed.xml');
    // Nor does search find it.
    expect(report.regenerated).toContain('/search-index.json');
    expect(searchFinds(gone.title.rendered)).not.toContain(`/insights/${gone.slug}`);
  });

  it('adds a published post to its page, the lists, the feed and the sitemap; a burst is one sync', async () => {
    const post = structuredClone(posts[0]) as RawPost;
    post.id = 999;
    post.slug = 'a-new-post';
    post.title.rendered = 'A new post';
    posts.unshift(post);
    await Promise.all([
      sendWebhook({ events: [event('publish', 'a-new-post')] }),
      sendWebhook({ events: [event('update', 'a-new-post')] }),
    ]);
    const report = await synced(2);
    expect(report.triggers).toEqual(['webhook']);
    expect(report.events).toHaveLength(2);
    expect(report.posts.added).toEqual(['a-new-post']);
    expect(html('/insights/a-new-post')).toContain('A new post');
    expect(readFileSync(join(fixture.distDir, 'sitemap.xml'), 'utf8')).toContain(
      `${site.origin}/insights/a-new-post</loc>`,
    );
    expect((await status()).recent).toHaveLength(2);
    expect(searchFinds('A new post')[0]).toBe('/insights/a-new-post');
  });

  it('reads WordPress again when a post goes while its page renders, and writes the outcome', async () => {
    const post = structuredClone(posts[0]) as RawPost;
    post.id = 998;
    post.slug = 'here-and-gone';
    posts.unshift(post);
    vanishing = 'here-and-gone';
    await sendWebhook({ events: [event('publish', 'here-and-gone')] });
    const report = await synced(2);
    expect(report.ok).toBe(true);
    // The second pass read it gone: never added, no page, not in the sitemap.
    expect(report.posts.added).toEqual([]);
    expect(existsSync(file('/insights/here-and-gone'))).toBe(false);
    expect(readFileSync(join(fixture.distDir, 'sitemap.xml'), 'utf8')).not.toContain(
      'here-and-gone',
    );
  });

  it('writes nothing while WordPress fails, and catches up once it answers', async () => {
    const edited = posts[2] as RawPost;
    const before = html(`/insights/${edited.slug}`);
    edited.title.rendered = 'Changed while WordPress was down';
    failing = true;
    await sendWebhook({ events: [event('update', edited.slug)] });
    const failed = await synced(2);
    expect(failed.ok).toBe(false);
    expect(failed.error).toMatch(/WordPress answered posts with 502/);
    expect(html(`/insights/${edited.slug}`)).toBe(before);
    expect((await status()).nextCheckAt).not.toBeNull();
    failing = false;
    await sendWebhook({ events: [event('update', 'any')] });
    const caughtUp = await synced(3);
    expect(caughtUp.ok).toBe(true);
    expect(caughtUp.posts.updated).toEqual([edited.slug]);
    expect(html(`/insights/${edited.slug}`)).toContain('Changed while WordPress was down');
  });
});

describe('draft previews', () => {
  const link = (post: number, expires: number, key = secret) => {
    const signed = signPreview(key, post, expires);
    return `/preview?post=${post}&expires=${expires}&signature=${signed.signature}`;
  };
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  it('checks the signature and the expiry', () => {
    const signed = signPreview(secret, 7, 2_000_000_000);
    const params = new URLSearchParams({
      post: '7',
      expires: '2000000000',
      signature: signed.signature,
    });
    expect(verifyPreview(secret, params, 0)).toMatchObject({ post: 7 });
    expect(verifyPreview(secret, params, 2_000_000_001_000)).toEqual({ refused: 'expired' });
    params.set('post', '8');
    expect(verifyPreview(secret, params, 0)).toEqual({ refused: 'tampered' });
    expect(verifyPreview(secret, new URLSearchParams('post=7'), 0)).toEqual({ refused: 'missing' });
  });

  it('shows the draft the plugin answers, under the banner, noindex, never cached, without scripts', async () => {
    const draft = {
      ...structuredClone(posts[0]),
      id: 4242,
      slug: 'a-draft',
      status: 'draft',
    } as RawPost;
    draft.title.rendered = 'A draft title';
    const asked: string[] = [];
    fetchDraft = async (url) => {
      asked.push(String(url));
      return Response.json(draft);
    };
    const expires = inAnHour();
    const response = await app.request(link(4242, expires));
    expect(response.status).toBe(200);
    expect(asked[0]).toBe(
      `${wordpressOrigin}/wp-json/response/v1/preview?post=4242&expires=${expires}&signature=${signPreview(secret, 4242, expires).signature}`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const text = await response.text();
    expect(text).toContain('A draft title [Preview until');
    expect(text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(text).not.toMatch(/<script(?![^>]*ld\+json)/);
    expect(text).toContain('application/ld+json');
  });

  it('refuses a tampered, expired or incomplete link with a 403 page that says why', async () => {
    const expires = inAnHour();
    const good = link(1, expires);
    const tampered = good.replace(/signature=(.)/, (_, c) => `signature=${c === 'a' ? 'b' : 'a'}`);
    for (const [url, reason, code] of [
      [tampered, 'tampered', 403],
      [link(1, Math.floor(Date.now() / 1000) - 10), 'expired', 403],
      ['/preview?post=1', 'missing', 403],
      [link(1, expires, 'another-secret-0123456789'), 'tampered', 403],
    ] as const) {
      const response = await app.request(url);
      expect(response.status, url).toBe(code);
      expect(await response.text()).toContain(`Preview refused: ${reason}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // Each refusal page is rendered once (three reasons here), however many links come.
    expect(renders.filter((path) => path === '/preview')).toHaveLength(3);
    fetchDraft = async () => Response.json({ code: 'response_preview_not_found' }, { status: 404 });
    expect((await app.request(good)).status).toBe(404);
    fetchDraft = async () => {
      throw new Error('connection refused');
    };
    const down = await app.request(good);
    expect(down.status).toBe(503);
    expect(await down.text()).toContain('Preview refused: unavailable');
  });
});
