import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { samplePosts } from '../../src/content/insights/sample/posts';
import { visit } from '../support/site';

/**
 * The site built and served with WORDPRESS_URL pointing at a real WordPress (issue 12):
 * scripts/wordpress/setup.mjs runs it on loopback, seeded through WordPress's PHP API with the
 * sample posts; scripts/wordpress/build-wordpress.mjs prerendered build/wp-dist from it; the server
 * (playwright.config.ts, project 'wordpress') forwards /wp-json/wp/v2/ there. Serial: the last
 * tests publish and delete posts in that WordPress.
 */
test.describe.configure({ mode: 'serial' });

const wordpress = process.env.WORDPRESS_URL ?? '';
const articles = '/insights/articles';
const cardTitles = (page: Page, name = 'Articles') =>
  page.getByRole('list', { name, exact: true }).getByRole('heading', { level: 3 });

/**
 * The server reuses each WordPress answer for a while (WORDPRESS_CACHE_SECONDS, 1 s for this
 * suite in playwright.config.ts): a post published or deleted in WordPress reaches the site once
 * the answer from before has expired. The tests poll for the change rather than sleep past it.
 */
const postsList = '/wp-json/wp/v2/posts?_embed=1&per_page=100';
/** The slugs of the posts the lists read, as the server answers them now. */
const listedSlugs = async (page: Page) =>
  ((await (await page.request.get(postsList)).json()) as Array<{ slug: string }>).map(
    (post) => post.slug,
  );
const statusOf = async (page: Page, path: string) => (await page.request.get(path)).status();

/** Publish or delete a post in the test WordPress (scripts/wordpress/post.mjs). */
function wp(...args: string[]): string {
  return execFileSync('node', ['scripts/wordpress/post.mjs', ...args], { encoding: 'utf8' });
}

test('the server forwards the content API to WordPress, and only what the site uses', async ({
  request,
}) => {
  const posts = await request.get('/wp-json/wp/v2/posts?_embed=1&per_page=100');
  expect(posts.status()).toBe(200);
  expect(posts.headers()['x-wp-total']).toBe('20');
  const body = (await posts.json()) as Array<{ _embedded?: { 'wp:featuredmedia'?: unknown } }>;
  expect(body).toHaveLength(20);
  expect(JSON.stringify(body[0]?._embedded?.['wp:featuredmedia'])).toContain(
    `${wordpress}/wp-content/uploads/`,
  );
  expect((await request.get('/wp-json/wp/v2/users')).status()).toBe(404);
  expect((await request.post('/wp-json/wp/v2/posts', { data: {} })).status()).toBe(405);
});

test('the lists were prerendered from WordPress: its images are in the HTML', async ({
  request,
}) => {
  const html = await (await request.get(articles)).text();
  expect(html).toContain(`${wordpress}/wp-content/uploads/`);
  expect(html).toContain('Choosing a martech stack');
  const reports = await (await request.get('/insights/reports')).text();
  expect(reports).toContain('Paid Media Benchmarks 2025');
});

test('articles and reports lists show WordPress’s posts, and the filters work on them', async ({
  page,
}) => {
  await visit(page, articles);
  await expect(cardTitles(page)).toHaveCount(14);
  await expect(page.getByText('Showing all 14 articles')).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Pillar' })
    .selectOption({ label: 'Analytics & Data Strategy' });
  await expect(cardTitles(page)).toHaveText([
    'Marketing mix modelling without a data science team',
    'Why your CFO doesn’t trust last-click attribution (and what to show instead)',
  ]);
  // The featured images come from WordPress, allowed by the page's CSP, and load.
  const image = page.getByRole('list', { name: 'Articles' }).locator('img').first();
  await expect(image).toHaveAttribute('src', new RegExp(`^${wordpress}/wp-content/uploads/`));
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await visit(page, '/insights/reports');
  await expect(cardTitles(page, 'Reports')).toHaveCount(6);
});

test('an article from WordPress: its texturized text, WordPress’s image sizes, nothing that runs', async ({
  page,
}) => {
  const response = await visit(page, '/insights/paid-media-benchmarks-2025');
  expect(response?.status()).toBe(200);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(
    'Paid Media Benchmarks 2025: CPA, ROAS & CTR across 14 sectors',
  );
  const featured = article.locator('figure img').first();
  // WordPress's own variants, not its square thumbnail.
  await expect(featured).toHaveAttribute('srcset', /1536w/);
  await expect(featured).not.toHaveAttribute('srcset', /150x150/);
  // WebP, as WordPress makes the sizes of a WebP upload.
  await expect(featured).toHaveAttribute('src', /\.webp$/);
  await expect(featured).not.toHaveAttribute('srcset', /\.(?:jpe?g|png)\b/);
  expect(await featured.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // This body carries a calculator widget's <script> tags and a javascript: link in WordPress.
  await expect(article.locator('script, iframe, form, style')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Related Articles' })).toBeVisible();
});

test('an article published after the build is served, rendered on request', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'response-wp-'));
  const file = join(dir, 'post.json');
  writeFileSync(
    file,
    JSON.stringify({
      slug: 'published-after-the-build',
      title: 'Budget season: what changed after the build',
      date: '2026-11-24T09:00:00',
      excerpt: '<p>A post WordPress published after the site was built.</p>',
      content:
        '<!-- wp:paragraph -->\n<p>Published in WordPress after the build, and on the site at once.</p>\n<!-- /wp:paragraph -->',
      categories: ['articles'],
      tags: ['cfo'],
      author: samplePosts[0]?.author,
      image: 'cmo-agenda-2026',
    }),
  );
  wp('publish', file);
  try {
    const response = await visit(page, '/insights/published-after-the-build');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Budget season: what changed after the build',
    );
    await expect(page.getByRole('article')).toContainText('on the site at once');
    // The prerendered list asks WordPress again once the page has hydrated (the list the
    // server answers with, once its answer from before the post has expired).
    await expect.poll(() => listedSlugs(page)).toContain('published-after-the-build');
    await visit(page, articles);
    await expect(cardTitles(page).first()).toHaveText(
      'Budget season: what changed after the build',
    );
    await expect(page.getByText('Showing all 15 articles')).toBeVisible();
  } finally {
    wp('delete', 'published-after-the-build', '--missing-ok');
  }
  // Deleted again: its page is gone.
  await expect.poll(() => statusOf(page, '/insights/published-after-the-build')).toBe(404);
});

test('an article deleted in WordPress answers 404, though its page was prerendered', async ({
  page,
}) => {
  const sample = samplePosts.find((post) => post.slug === 'show-me-the-payback-period');
  if (!sample) throw new Error('sample post missing');
  expect((await page.request.get(`/insights/${sample.slug}`)).status()).toBe(200);
  wp('delete', sample.slug);
  try {
    await expect.poll(() => statusOf(page, `/insights/${sample.slug}`)).toBe(404);
    const response = await visit(page, `/insights/${sample.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  } finally {
    // Put it back as it was, so the WordPress stays the seeded one.
    const dir = mkdtempSync(join(tmpdir(), 'response-wp-'));
    const file = join(dir, 'post.json');
    const image = sample.image ? { slug: sample.image.slug, alt: sample.image.alt } : undefined;
    writeFileSync(file, JSON.stringify({ ...sample, image }));
    wp('publish', file);
  }
  await expect.poll(() => statusOf(page, `/insights/${sample.slug}`)).toBe(200);
});
