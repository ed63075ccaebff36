import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { articleSlug } from '../../server/pages';
import type { Renderer } from '../../server/render';
import type { WordPressSource } from '../../server/wordpress/forwarder';
import { restError } from '../../server/wordpress/sampleApi';
import type { RouterContext } from '../../src/site/routerContext';
import { createFixture, type Fixture, page } from './fixture';

/**
 * Article pages (/insights/{slug}, issue 12): served while the content service has the post.
 * One published after the build is rendered on request and cached for a minute; one removed
 * since the build answers 404; while the service fails, the built page is served as it is.
 */

let fixture: Fixture;
let posts: string[];
let failing: boolean;
let asked: string[];
let rendered: Array<{ url: string; context?: RouterContext }>;
let clock: number;

const source: WordPressSource = async (resource, params) => {
  asked.push(`${resource}?${params}`);
  if (failing) return restError(502, 'content_service_unavailable', 'down');
  const slug = params.get('slug');
  return {
    status: 200,
    body: posts.filter((post) => slug === null || post === slug).map((post) => ({ slug: post })),
    headers: {},
  };
};

/** The SSR bundle's stand-in: an article page for a known post, the not-found page otherwise. */
const fakeRender: Renderer = async (url, context) => {
  rendered.push({ url, context });
  const path = new URL(url).pathname;
  const slug = path.split('/').pop() ?? '';
  const found = posts.includes(slug);
  return new Response(page(found ? `Article ${slug}` : 'Page Not Found', path), {
    status: found ? 200 : 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
};

const silent = { info: () => undefined, error: () => undefined };

function makeApp() {
  return createApp({
    distDir: fixture.distDir,
    dataDir: fixture.dataDir,
    logger: silent,
    render: fakeRender,
    wordpress: source,
    renderedPages: { ttlMs: 60_000, maxEntries: 2, now: () => clock },
  });
}

beforeAll(() => {
  fixture = createFixture();
  const built = join(fixture.distDir, 'insights', 'built-post');
  mkdirSync(built, { recursive: true });
  writeFileSync(
    join(built, 'index.html'),
    page('Built post (prerendered)', '/insights/built-post'),
  );
});
afterAll(() => fixture.cleanup());

beforeEach(() => {
  posts = ['built-post'];
  failing = false;
  asked = [];
  rendered = [];
  clock = 0;
});

describe('article pages', () => {
  it('knows an article path from the lists and from other paths', () => {
    expect(articleSlug('/insights/why-last-click-lies')).toBe('why-last-click-lies');
    expect(articleSlug('/insights/articles')).toBeNull();
    expect(articleSlug('/insights/reports')).toBeNull();
    expect(articleSlug('/insights')).toBeNull();
    expect(articleSlug('/insights/a/b')).toBeNull();
    expect(articleSlug('/insights/Not_A_Slug')).toBeNull();
  });

  it('serves the prerendered page of a post the service still has, without rendering', async () => {
    const response = await makeApp().request('/insights/built-post');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Built post (prerendered)');
    expect(asked).toEqual(['posts?slug=built-post&_embed=1']);
    expect(rendered).toEqual([]);
  });

  it('answers 404 for a post removed since the build, though its page was built', async () => {
    posts = [];
    const response = await makeApp().request('/insights/built-post');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('renders a post published after the build, with the content source in the context', async () => {
    posts = ['built-post', 'fresh-post'];
    const response = await makeApp().request('/insights/fresh-post');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Article fresh-post');
    expect(response.headers.get('content-security-policy')).toContain('script-src');
    expect(rendered).toHaveLength(1);
    expect(rendered[0]?.url).toMatch(/\/insights\/fresh-post$/);
    expect(typeof rendered[0]?.context?.fetchContent).toBe('function');
    const fromContext = await rendered[0]?.context?.fetchContent?.(
      '/wp-json/wp/v2/posts?slug=fresh-post&_embed=1',
    );
    expect(await fromContext?.json()).toEqual([{ slug: 'fresh-post' }]);
  });

  it('keeps a page rendered on request for a minute, then renders it again', async () => {
    posts = ['built-post', 'fresh-post'];
    const app = makeApp();
    for (let i = 0; i < 3; i++)
      expect((await app.request('/insights/fresh-post')).status).toBe(200);
    expect(rendered).toHaveLength(1);
    clock += 61_000;
    expect((await app.request('/insights/fresh-post')).status).toBe(200);
    expect(rendered).toHaveLength(2);
  });

  it('renders concurrent first requests once', async () => {
    posts = ['built-post', 'fresh-post'];
    const app = makeApp();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.request('/insights/fresh-post')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(rendered).toHaveLength(1);
  });

  it('keeps at most the configured number of pages (least recently used go first)', async () => {
    posts = ['a-post', 'b-post', 'c-post'];
    const app = makeApp();
    await app.request('/insights/a-post');
    await app.request('/insights/b-post');
    await app.request('/insights/c-post');
    await app.request('/insights/a-post');
    expect(rendered.map((entry) => new URL(entry.url).pathname)).toEqual([
      '/insights/a-post',
      '/insights/b-post',
      '/insights/c-post',
      '/insights/a-post',
    ]);
  });

  it('answers 404 for an unknown post without rendering the article', async () => {
    const response = await makeApp().request('/insights/never-published');
    expect(response.status).toBe(404);
    expect(rendered.every((entry) => entry.url.endsWith('/insights/never-published'))).toBe(true);
  });

  it('while the service fails: the built page as it is, else the not-found page', async () => {
    failing = true;
    const app = makeApp();
    const built = await app.request('/insights/built-post');
    expect(built.status).toBe(200);
    expect(await built.text()).toContain('Built post (prerendered)');
    expect((await app.request('/insights/not-built')).status).toBe(404);
  });

  it('leaves the lists to the prerendered files', async () => {
    const response = await makeApp().request('/insights/articles');
    expect(response.status).toBe(404); // not in this fixture's build
    expect(asked).toEqual([]);
  });
});
