import { expect, type Page, type Request, test } from '@playwright/test';
import { faq, hero } from '../../src/content/site/home';
import { visit } from '../support/site';

/**
 * Content a prerendered page hydrates without its code (src/platform/hydration/staticIsland.tsx):
 * the home page's body and the Global Offices strip keep the server's HTML, load none of their
 * code, and still work as the page's own: links navigate client-side, the FAQ opens and closes.
 * A client-side visit renders them from their code.
 */

/** The script files a page requests, by their names without hash. */
function scriptRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    const match = /\/assets\/([\w.]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) names.push(match[1]);
  });
  return names;
}

/** Marks the window: a full page load forgets it, a client-side navigation keeps it. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { islandMark: boolean }).islandMark = true;
  });
}
const windowKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { islandMark?: boolean }).islandMark === true);

test.describe('static islands', () => {
  test('a prerendered home page hydrates without its body or the offices strip loading', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    await expect(page.getByRole('region', { name: faq.heading }).locator('details')).toHaveCount(
      10,
    );
    await expect(page.getByRole('region', { name: 'Global Offices' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toContain('shell');
    expect(scripts).not.toContain('HomeBody');
    expect(scripts).not.toContain('GlobalOffices');
    expect(errors).toEqual([]);
  });

  test("a link in the home page's body navigates client-side", async ({ page }) => {
    await visit(page, '/');
    await markWindow(page);
    await page
      .getByRole('region', { name: /The agency model is obsolete/ })
      .getByRole('link', { name: 'Explore Growth OS' })
      .click();
    await expect(page).toHaveURL(/\/growth-os$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Growth OS');
    expect(await windowKept(page)).toBe(true);
  });

  test('a modified click on a link in the body is left to the browser', async ({ page }) => {
    await visit(page, '/');
    const popup = page.context().waitForEvent('page');
    await page
      .getByRole('region', { name: /The agency model is obsolete/ })
      .getByRole('link', { name: 'Explore Growth OS' })
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await popup;
    await expect(tab).toHaveURL(/\/growth-os$/);
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('a client-side visit to home renders the body from its code, and Back shows it again', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await visit(page, '/company/about');
    await markWindow(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    const section = page.getByRole('region', { name: faq.heading });
    await section.locator('summary').first().click();
    await expect(section.locator('details').first()).toHaveAttribute('open');
    expect(scripts).toContain('HomeBody');
    expect(await windowKept(page)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/company\/about$/);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
    await expect(page.getByRole('region', { name: 'Global Offices' })).toBeVisible();
    expect(await windowKept(page)).toBe(true);
  });

  test('the offices strip comes back after /contact, rendered from its code', async ({ page }) => {
    const scripts = scriptRequests(page);
    await visit(page, '/contact');
    await markWindow(page);
    await expect(page.getByRole('region', { name: 'Global Offices' })).toHaveCount(0);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Growth OS', exact: true })
      .click();
    await expect(page).toHaveURL(/\/growth-os$/);
    const offices = page.getByRole('region', { name: 'Global Offices' });
    await expect(offices).toBeVisible();
    await expect(offices.getByRole('listitem')).not.toHaveCount(0);
    expect(scripts).toContain('GlobalOffices');
    expect(await windowKept(page)).toBe(true);
  });
});
