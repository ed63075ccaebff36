import { expect, type Page, test } from '@playwright/test';
import { prerenderedPaths, repeatedTemplatePaths, visit } from '../support/site';

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
    return [main, ...main.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      const tag = element.tagName.toLowerCase();
      return `${tag} ${props.map((prop) => style.getPropertyValue(prop)).join(' | ')}`;
    });
  });
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
      const prerendered = await layoutSignature(page);
      expect(prerendered.length).toBeGreaterThan(20);

      const start = path === '/' ? '/contact' : '/';
      await visit(page, start);
      await navigateInClient(page, path);
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
