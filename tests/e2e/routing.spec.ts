import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { redirectTable } from '../../src/site/redirects';
import {
  holdEntryScript,
  notFoundPaths,
  prerenderedPaths,
  repeatedTemplatePaths,
  seededConsent,
  settle,
  visit,
  widths,
} from '../support/site';

/** Concrete URLs for every row: the row itself, its trailing-slash variant, and a sub-path for prefix rows. */
const cases = redirectTable.flatMap(({ from, to, match }) => {
  // A sub-path row moves what is under it, keeping the rest of the path (an old post link).
  if (match === 'subpath') {
    const post = 'why-your-cfo-doesnt-trust-last-click-attribution';
    return [
      { url: `${from}/${post}`, to: `${to}/${post}` },
      { url: `${from}/${post}/`, to: `${to}/${post}` },
    ];
  }
  // A prefix row whose bare path also has an exact row (/articles) only owns the sub-paths.
  const shadowed =
    match === 'prefix' && redirectTable.some((r) => r.match === 'exact' && r.from === from);
  const rows = shadowed
    ? []
    : [
        { url: from, to },
        { url: `${from}/`, to },
      ];
  if (match === 'prefix') rows.push({ url: `${from}/some/deeper-path`, to });
  return rows;
});
cases.push({ url: '/services/', to: '/services' }, { url: '/company/', to: '/company' });

test.describe('server redirects', () => {
  for (const { url, to } of cases) {
    test(`${url} answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  test('a redirect keeps the query string', async ({ request }) => {
    const response = await request.get('/blog/post?utm_source=newsletter', { maxRedirects: 0 });
    expect(response.headers().location).toBe('/insights?utm_source=newsletter');
  });

  test('loading an old path lands on the new one without a history entry for the old', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto('/about-us');
    await expect(page).toHaveURL(/\/company$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('client redirects (replace navigation)', () => {
  test('every row replaces the old path, so Back never returns to it', async ({ page }) => {
    test.setTimeout(120_000); // about 35 rows in one document
    await visit(page, '/');
    for (const { url, to } of cases.filter((c) => !c.url.endsWith('/'))) {
      await test.step(`${url} is replaced by ${to}`, async () => {
        // A client-side navigation to the old path, as a router link or history change makes.
        await page.evaluate((path) => {
          window.history.pushState(window.history.state, '', path);
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        }, url);
        await expect(page).toHaveURL(new RegExp(`:\\d+${to === '/' ? '/' : to}$`));
        await page.goBack();
        await expect(page).toHaveURL(/:\d+\/$/);
      });
    }
    // All of it happened in the one document: no full page load.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });
});

test.describe('not found', () => {
  for (const path of notFoundPaths) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(
        page.getByText("This page doesn't exist in our growth system architecture."),
      ).toBeVisible();
    });
  }

  /**
   * The server renders one not-found page per route pattern and writes each path into it
   * (server/notFoundTemplate.ts): what it serves must be what rendering that path gives (the
   * SSR bundle of this build, loaded here), apart from the render times in the router's state.
   */
  test('a not-found page filled in from its pattern is the page rendered for its path', async ({
    request,
  }) => {
    const ssr = (await import(pathToFileURL(resolve('build/ssr/entry-server.js')).href)) as {
      render(url: string, manifest: unknown): Promise<Response>;
    };
    const manifest: unknown = JSON.parse(readFileSync('build/ssr/router-manifest.json', 'utf8'));
    const renderTimes = (html: string) => html.replace(/\bu:\d+/g, 'u:0');
    for (const path of [
      '/wp-admin/setup-config.php',
      '/.env',
      '/company/board',
      '/company/history/1998',
      '/careers/no-such-role',
      '/careers/no/such-role',
      '/proof/cases/no-such-case',
      '/services/no-such-service',
      '/topics/no-such-topic',
      '/insights/no-such-article',
      '/caf%C3%A9',
    ]) {
      const served = await request.get(path);
      expect(served.status(), path).toBe(404);
      const rendered = await (await ssr.render(`http://site.local${path}`, manifest)).text();
      expect(renderTimes(await served.text()), path).toBe(
        renderTimes(rendered.startsWith('<!DOCTYPE') ? rendered : `<!DOCTYPE html>${rendered}`),
      );
    }
  });

  test('a not-found page hydrates for its own path, its calls to action carrying it', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The document's own 404 status is logged as a failed resource.
      if (message.type() === 'error' && !/status of 404/.test(message.text())) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const [path, heading] of [
      ['/wp-login.php', 'Page Not Found'],
      ['/old/blog/post.html', 'Page Not Found'],
      ['/careers/no-such-role', 'Job Not Found'],
    ] as const) {
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const from = new URLSearchParams(
        (await page.getByRole('link', { name: 'Contact' }).first().getAttribute('href'))?.split(
          '?',
        )[1],
      ).get('from');
      expect(from, path).toBe(path);
    }
    expect(errors).toEqual([]);
  });

  test('the not-found page is prerendered for crawlers', async ({ request }) => {
    const response = await request.get('/company/board');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

test.describe('landing URLs with a query string', () => {
  test('tracking params get the prerendered page itself, which hydrates as it is', async ({
    page,
    request,
  }) => {
    for (const [path, url] of [
      ['/', '/?utm_source=newsletter&utm_medium=email&utm_campaign=november'],
      ['/services', '/services?gclid=Cj0KCQiA&fbclid=IwAR2'],
      ['/contact', '/contact?utm_source=linkedin'],
    ] as const) {
      const [plain, landing] = await Promise.all([request.get(path), request.get(url)]);
      expect(landing.status(), url).toBe(200);
      expect(landing.headers().etag, url).toBe(plain.headers().etag);
      expect(await landing.text(), url).toBe(await plain.text());
    }
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await visit(page, '/?utm_source=newsletter&gclid=abc');
    await expect(page).toHaveURL(/\?utm_source=newsletter&gclid=abc$/);
    expect(errors).toEqual([]);
  });

  test('the params a page reads are rendered once and served again as they were', async ({
    request,
  }) => {
    const first = await request.get('/contact?ref=cta&from=/&label=contact');
    const again = await request.get('/contact?label=contact&utm_source=x&from=/&ref=cta');
    expect(first.status()).toBe(200);
    const html = await first.text();
    expect(html).toContain('name="sourcePath" value="/"');
    expect(await again.text()).toBe(html);
  });
});

test.describe('prerendered pages', () => {
  for (const path of prerenderedPaths()) {
    test(`${path} is served as HTML with its head metadata`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      // Lengths as read, not as escaped in the HTML ('&amp;' is one '&').
      const read = (escaped: string) =>
        escaped
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&amp;/g, '&');
      const title = read(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect(title.length).toBeGreaterThanOrEqual(3);
      expect(title.length).toBeLessThanOrEqual(60);
      const description = read(
        /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1] ?? '',
      );
      expect(description.length).toBeGreaterThanOrEqual(20);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(html).toContain('<link rel="canonical" href="https://www.response.example');
      // Each page shares its own social card (tests/e2e/socialCards.spec.ts checks the files); an
      // article its featured image, or its card when it has none.
      const image = /property="og:image" content="([^"]+)"/.exec(html)?.[1];
      const canonical = /<link rel="canonical" href="https:\/\/www\.response\.example([^"]*)"/.exec(
        html,
      )?.[1];
      // A page not to index (the thank-you page) names the site's share image instead.
      const card = html.includes('<meta name="robots" content="noindex')
        ? 'https://www.response.example/og/response-share.png'
        : `https://www.response.example/og/cards${canonical || '/home'}.png`;
      const article = html.includes('property="og:type" content="article"');
      const featured = /^https:\/\/www\.response\.example\/sample-media\/[\w-]+\.webp$/;
      if (!(article && featured.test(image ?? ''))) expect(image).toBe(card);
      expect(html).toContain('hrefLang="tr"');
      // The tags are in the head once, and once in the router's data for hydration, which
      // carries the finished tags (src/site/loaderHead.ts) so that no page loads the code that
      // makes them (src/site/metadata.ts): twice in the document, never more.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.split('og:title').length - 1).toBe(1);
      expect(head.split('twitter:description').length - 1).toBe(1);
      expect(html.split('og:title').length - 1).toBe(2);
      expect(html.split('twitter:description').length - 1).toBe(2);
      expect(html).toMatch(/<h1[\s>]/);
      // Every picture has its size, so nothing moves as it arrives, and comes as WebP (or SVG).
      for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
        expect(img).toMatch(/\swidth="\d+"/);
        expect(img).toMatch(/\sheight="\d+"/);
        const urls = [...img.matchAll(/\s(?:src|srcSet|srcset)="([^"]+)"/g)].flatMap(([, value]) =>
          value!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
        );
        expect(urls.length).toBeGreaterThan(0);
        for (const url of urls) expect(url).toMatch(/\.(?:webp|svg)$/);
      }
    });
  }

  // The other pages of a template hydrate without console errors: checked in the one load of
  // each page that visual/routes.spec.ts makes for its axe scans.
  const repeated = repeatedTemplatePaths();
  for (const path of prerenderedPaths().filter((route) => !repeated.has(route))) {
    test(`${path} hydrates without console errors or a visible change`, async ({
      page,
    }, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // One page per template: its first screen at both widths before the bundle has run, then
      // after hydration. Hydration must change nothing a visitor sees.
      const entry = await holdEntryScript(page);
      // The held module script also holds back DOMContentLoaded and load: wait for the page.
      await page.addInitScript(
        (value) => localStorage.setItem('cookie-consent', value),
        seededConsent,
      );
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const shoot = async (width: (typeof widths)[number]) => {
        await page.setViewportSize({ width: width.width, height: width.height });
        await settle(page);
        // Content images masked: see visual/routes.spec.ts (their pixels depend on Chromium's
        // image caches, not on hydration).
        return page.screenshot({
          animations: 'disabled',
          caret: 'hide',
          mask: [page.locator('main img')],
        });
      };
      // The same sequence of widths before and after (each shot follows the other width), so a
      // difference comes from hydration, not from how the page was resized to get there
      // (Chromium anti-aliases a rounded image's corners a little differently after a resize).
      const before = [await shoot(widths[0]), await shoot(widths[1])].reverse();
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
      await entry.release();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const after = [await shoot(widths[0]), await shoot(widths[1])].reverse();
      expect(errors).toEqual([]);
      for (const [index, width] of [widths[1], widths[0]].entries()) {
        const same = before[index]!.equals(after[index]!);
        if (!same) {
          for (const [when, shot] of [
            ['before', before[index]!],
            ['after', after[index]!],
          ] as const) {
            const file = testInfo.outputPath(`${when}-hydration-${width.width}.png`);
            writeFileSync(file, shot);
            await testInfo.attach(`${when} hydration ${width.width}px`, {
              path: file,
              contentType: 'image/png',
            });
          }
        }
        expect(same, `${path} at ${width.width}px changed at hydration (see the attachments)`).toBe(
          true,
        );
      }
    });
  }
});
