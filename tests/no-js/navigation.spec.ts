import { expect, type Page, test } from '@playwright/test';
import { type MenuItem, mainMenu } from '../../src/content/site/navigation';
import { contactHref } from '../../src/site/contactLink';
import { notFoundPaths, prerenderedPaths, widths } from '../support/site';
import { visitWithoutScripts } from './support';

/**
 * With JavaScript off, the header still reaches every page of the menu: at 390 px 'Menu' opens
 * a panel with every link (a native <details>), at 1280 px each chevron opens its submenu.
 */
const [mobile, desktop] = widths;

interface MenuLink {
  name: string;
  href: string;
  /** The item whose submenu holds it, for the desktop header. */
  parent?: MenuItem;
}

const links: MenuLink[] = mainMenu.flatMap((item) => [
  { name: item.name, href: item.isCTA ? contactHref('/', item.name) : item.href },
  ...(item.submenu ?? []).map((sub) => ({ name: sub.name, href: sub.href, parent: item })),
]);

/**
 * The page a link lands on: a built page (200), or the not-found page (404) for the menu's
 * paths the spec leaves out of the route table and for pages still to be built.
 */
async function expectLanded(page: Page, href: string, status: number | undefined) {
  await expect(page).toHaveURL(href);
  const path = new URL(href, 'http://x').pathname;
  if (notFoundPaths.includes(path)) expect(status, href).toBe(404);
  else expect(status, href).toBe(prerenderedPaths().includes(path) ? 200 : 404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * The links in groups, one per item of the main menu with its submenu: one test each, so the
 * groups run side by side on the workers.
 */
const groups = mainMenu.map((item) => ({
  name: item.name,
  links: links.filter((link) => (link.parent ? link.parent === item : link.name === item.name)),
}));

test.describe('navigation without JavaScript', () => {
  test('390 px: Menu opens a panel with every link of the menu', async ({ page }) => {
    await page.setViewportSize({ width: mobile.width, height: mobile.height });
    await visitWithoutScripts(page, '/');
    const menu = page.locator('header details:has(> summary:text-is("Menu"))');
    const summary = menu.locator('summary');
    await expect(summary).toBeVisible();
    await summary.click();
    await expect(menu).toHaveAttribute('open');
    const panel = menu.getByRole('navigation', { name: 'Main' });
    for (const link of links.filter((l) => !mainMenu.find((m) => m.isCTA && m.name === l.name))) {
      await expect(
        panel.getByRole('link', { name: link.name, exact: true }).first(),
      ).toHaveAttribute('href', link.href);
    }
  });

  for (const group of groups) {
    test(`390 px: each link of ${group.name} is followed from the Menu panel`, async ({ page }) => {
      await page.setViewportSize({ width: mobile.width, height: mobile.height });
      for (const link of group.links) {
        await visitWithoutScripts(page, '/');
        const scope = page.locator('header details:has(> summary:text-is("Menu"))');
        await scope.locator('summary').click();
        const target = scope.getByRole('link', { name: link.name, exact: true }).first();
        const [response] = await Promise.all([page.waitForNavigation(), target.click()]);
        await expectLanded(page, link.href, response?.status());
      }
    });
  }

  test('1280 px: one submenu open at a time, each from its chevron', async ({ page }) => {
    await page.setViewportSize({ width: desktop.width, height: desktop.height });
    await visitWithoutScripts(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Only one submenu is open at a time (the details share a name).
    await nav.getByLabel('Services submenu').click();
    await nav.getByLabel('Studio submenu').click();
    await expect(nav.locator('details[open]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'AI Lab' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'User Acquisition' })).toBeHidden();
  });

  for (const group of groups) {
    test(`1280 px: each link of ${group.name} is followed from the header`, async ({ page }) => {
      await page.setViewportSize({ width: desktop.width, height: desktop.height });
      for (const link of group.links) {
        await visitWithoutScripts(page, '/');
        const scope = page.getByRole('navigation', { name: 'Main' });
        if (link.parent) await scope.getByLabel(`${link.parent.name} submenu`).click();
        const target = scope.getByRole('link', { name: link.name, exact: true }).first();
        const [response] = await Promise.all([page.waitForNavigation(), target.click()]);
        await expectLanded(page, link.href, response?.status());
      }
    });
  }

  test('controls that need JavaScript are not shown: theme switch, Go Back, Cookie settings', async ({
    page,
  }) => {
    await page.setViewportSize({ width: desktop.width, height: desktop.height });
    await visitWithoutScripts(page, '/this/does/not/exist');
    await expect(page.getByRole('radiogroup', { name: 'Colour theme' })).toBeHidden();
    await expect(page.getByRole('button', { name: /go back/i })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeHidden();
    await expect(page.getByRole('link', { name: /back to home/i })).toBeVisible();
    // No banner and no consent script effects: the page is just the page.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the theme follows the system setting', async ({ page }) => {
    await visitWithoutScripts(page, '/', 'dark');
    const background = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    // The palettes' body backgrounds (tokens/palette.ts): #0a0e1a in dark, #ffffff in light.
    await expect.poll(background).toBe('rgb(10, 14, 26)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(background).toBe('rgb(255, 255, 255)');
  });
});
