import { expect, type Page, test } from '@playwright/test';
import { prerenderedPaths, repeatedTemplatePaths, settle, visit } from '../support/site';

/**
 * A page must look the same whether it arrives prerendered or is rendered after a client-side
 * navigation. Both load the same stylesheets, but code-split CSS can come in a different order,
 * and a section's override of a component (same specificity) then wins in one and loses in the
 * other. The prerenderer links stylesheets dependencies first, as Vite loads them in the browser;
 * this compares the box model and type of every element in <main> between the two.
 */
async function layoutSignature(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const props = [
      'display',
      'padding',
      'margin',
      'gap',
      'border-width',
      'font-size',
      'font-weight',
      'line-height',
      'width',
    ];
    // The toast area (a live region) is an overlay, not layout, and it mounts once its library
    // has loaded after the page (src/components/Toast/Toast.tsx), so it is left out.
    const elements = [main, ...main.querySelectorAll('*')].filter(
      (element) => !element.closest('section[aria-live]'),
    );
    return elements.map((element) => {
      const style = getComputedStyle(element);
      const tag = element.tagName.toLowerCase();
      return `${tag} ${props.map((prop) => style.getPropertyValue(prop)).join(' | ')}`;
    });
  });
}

/**
 * The layout once it has settled. After hydration, a control whose React Aria version has been
 * loaded (src/platform/hydration/useEnhancement.ts) swaps its HTML fallback in a transition:
 * React's scheduler runs it in tasks, so an idle callback comes after it; then the signature must
 * be the same over two frames.
 */
async function settledLayoutSignature(page: Page): Promise<string[]> {
  const idle = () =>
    page.evaluate(
      () =>
        new Promise((resolve) =>
          requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        ),
    );
  await idle();
  let last = await layoutSignature(page);
  for (let tries = 0; tries < 50; tries++) {
    await idle();
    const next = await layoutSignature(page);
    if (next.join('\n') === last.join('\n')) return next;
    last = next;
  }
  return last;
}

/** A client-side navigation, as a router link makes: no document load. */
async function navigateInClient(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`:\\d+${path}$`));
}

const repeated = repeatedTemplatePaths();
const paths = prerenderedPaths().filter((path) => !repeated.has(path));

test.describe('prerendered and client-rendered pages look the same', () => {
  for (const path of paths) {
    test(`${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await visit(page, path);
      const prerendered = await settledLayoutSignature(page);
      expect(prerendered.length).toBeGreaterThan(20);
      const title = await page.title();

      const start = path === '/' ? '/contact' : '/';
      await visit(page, start);
      await navigateInClient(page, path);
      // The page has rendered once its head is the page's (a load may wait for chunks: the
      // route's, its head builder, the redirect table): only then are its controls there.
      await expect(page).toHaveTitle(title);
      // Its controls brought to their React Aria versions, as for the prerendered visit.
      await settle(page, { hydrated: true });
      await expect
        .poll(() => layoutSignature(page), { message: `the layout of ${path} after navigation` })
        .toEqual(prerendered);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    });
  }
});

test('the preloaded font is the one the page draws with, fetched once', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) requests.push(new URL(request.url()).pathname);
  });
  await visit(page, '/');
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  const href = await preload.getAttribute('href');
  expect(href).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  // A preload whose mode differs from the stylesheet's (crossorigin) is fetched a second time.
  expect(requests.filter((path) => path === href)).toHaveLength(1);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
  );
  expect(loaded).toContain('Inter Variable');
});

test('the page paints before the app downloads: the entry runs inline, then every chunk comes at once', async ({
  page,
}) => {
  const html = await (await page.request.get('/contact')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const held = /<template id="app-modules">(.*?)<\/template>/.exec(head)?.[1] ?? '';
  const preloads = [...held.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  // The app (React, the router, the shell) and the page's own chunks, all held back.
  expect(preloads.length).toBeGreaterThan(10);
  expect(preloads.some((href) => /\/assets\/hydrate-client-/.test(href ?? ''))).toBe(true);
  expect(preloads.some((href) => /\/assets\/contact-/.test(href ?? ''))).toBe(true);
  expect(head.replace(held, '')).not.toContain('modulepreload');
  // The entry is the page's one module script, inline: no script of ours is fetched before the
  // page has painted.
  const modules = [...html.matchAll(/<script type="module"([^>]*)>/g)].map((m) => m[1]);
  expect(modules).toEqual(['']);

  // The first frame's time, seen by an animation-frame callback queued before any of the page's
  // scripts run. The entry releases the preloads from a task queued in its own frame callback,
  // so every chunk's fetch starts after this frame's rendering step. (Comparing with the
  // 'first-paint' entry instead is a race: that is the time the frame is presented, which on a
  // busy machine comes after the next tasks have run.)
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { __firstFrame: number }).__firstFrame = performance.now();
    });
  });
  await visit(page, '/contact');
  const timing = await page.evaluate(() => ({
    firstFrame: (window as unknown as { __firstFrame?: number }).__firstFrame ?? null,
    paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(timing.paint).not.toBeNull();
  expect(timing.firstFrame).not.toBeNull();
  const beforeFirstFrame = timing.scripts.filter(
    (script) => script.start < (timing.firstFrame ?? 0),
  );
  expect(beforeFirstFrame.map((script) => script.path)).toEqual([]);
  // Once the app runs, the preloads are in the head (each fetched once) and the template is gone.
  await expect(page.locator('#app-modules')).toHaveCount(0);
  for (const href of preloads) {
    await expect(page.locator(`head link[rel="modulepreload"][href="${href}"]`)).not.toHaveCount(0);
    expect(timing.scripts.filter((script) => script.path === href)).toHaveLength(1);
  }
});

test('React Aria finds its press style in the document and inserts no style sheet while hydrating', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<style id="react-aria-pressable-style">');
  await page.addInitScript(() => {
    const w = window as unknown as { __inserted: string[] };
    w.__inserted = [];
    // From the end of parsing: the document's own style sheets are not insertions.
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof HTMLStyleElement ||
              (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
            )
              w.__inserted.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
  });
  await visit(page, '/');
  // A pressable control used, so React Aria has had every reason to add its rule.
  await page.setViewportSize({ width: 1280, height: 800 });
  const themes = page.getByRole('banner').getByRole('radiogroup', { name: 'Colour theme' });
  await themes.locator('label').filter({ hasText: 'Dark' }).click();
  await expect(themes.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('#react-aria-pressable-style')).toHaveCount(1);
  // Once parsing is done, nothing is added: a style sheet inserted at the top of the head made
  // Chromium lay the whole page out again during hydration.
  const inserted = await page.evaluate(
    () => (window as unknown as { __inserted: string[] }).__inserted,
  );
  expect(inserted.filter((tag) => !tag.startsWith('<link'))).toEqual([]);
});

test("the head's inline code is the server's and stays as written through hydration and navigation", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const headCode = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll('script:not([src]):not([type]), style')].map(
        (element) => element.textContent ?? '',
      ),
    );
  const html = await (await page.request.get('/')).text();
  await visit(page, '/');
  const hydrated = await headCode();
  // The consent defaults, the theme before first paint and React Aria's press rule: written by
  // the server (the browser's bundle holds none of their text), kept by hydration.
  expect(hydrated.some((code) => code.includes("g('consent','default'"))).toBe(true);
  expect(hydrated.some((code) => code.includes('prefers-color-scheme'))).toBe(true);
  expect(hydrated.some((code) => code.includes('pinch-zoom'))).toBe(true);
  for (const code of hydrated) {
    expect(code.length).toBeGreaterThan(0);
    expect(html).toContain(code);
  }
  await navigateInClient(page, '/company/about');
  await expect(page).toHaveTitle(/About/);
  expect(await headCode()).toEqual(hydrated);
  expect(errors).toEqual([]);
});

test('the toast library loads with the contact page only', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await visit(page, '/');
  const code = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  expect(code.length).toBeGreaterThan(0);
  // Sonner's own marker attribute, in its code and nowhere else.
  expect(code.filter((text) => text.includes('data-sonner-toaster'))).toEqual([]);
  await visit(page, '/contact');
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(1);
});
