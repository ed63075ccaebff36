import { expect, test } from '@playwright/test';
import { cookiePolicy, storageItems } from '../../src/content/legal/cookies';
import { privacyNotice } from '../../src/content/legal/privacy';
import { termsOfUse } from '../../src/content/legal/terms';
import { visit } from '../support/site';

/**
 * The privacy notice, the cookie policy and the terms of use (issue 38), which the footer linked
 * while they answered 404: their texts, the one note that they are a draft for the lawyers, the
 * contents links, every storage key in the table, the button that reopens the cookie settings,
 * and the links to them from the contact form and the cookie banner. Screenshots and axe scans:
 * visual/routes.spec.ts.
 */
for (const document of [privacyNotice, cookiePolicy, termsOfUse]) {
  test(`${document.path}: its sections, contents links and one draft note`, async ({ page }) => {
    await visit(page, document.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.hero.title);
    const contents = page.getByRole('navigation', { name: /On this page/i });
    for (const section of document.sections) {
      const link = contents.getByRole('link', { name: section.heading, exact: true });
      await expect(link).toHaveAttribute('href', `#${section.id}`);
      await expect(page.locator(`[id="${section.id}"]`)).toHaveCount(1);
      await expect(
        page.getByRole('heading', { level: 2, name: section.heading, exact: true }),
      ).toBeVisible();
    }
    // The draft note is said once, at the end, not in every section.
    await expect(page.getByText(document.footerNote, { exact: true })).toHaveCount(1);
    // A contents link moves focus to its section (keyboard users land where they asked).
    const last = document.sections.at(-1);
    if (last) {
      await contents.getByRole('link', { name: last.heading, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    }
  });
}

test('the cookie policy lists every storage key the code uses', async ({ page }) => {
  await visit(page, cookiePolicy.path);
  const table = page.getByRole('table');
  for (const item of storageItems) await expect(table).toContainText(item.name);
});

test("the cookie policy's button reopens the cookie settings, and focus comes back", async ({
  page,
}) => {
  await visit(page, cookiePolicy.path);
  const button = page.getByRole('button', { name: 'Change cookie settings' });
  await button.focus();
  await page.keyboard.press('Enter');
  const preferences = page.getByRole('region', { name: 'Cookie preferences' });
  await expect(preferences.getByRole('heading', { name: 'Cookie preferences' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(preferences).toHaveCount(0);
  await expect(button).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the legal pages are whole, and the settings button, which needs scripts, is not shown', async ({
    page,
  }) => {
    await page.goto(cookiePolicy.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cookiePolicy.hero.title);
    await expect(page.getByRole('table')).toContainText(storageItems[0]?.name ?? '');
    await expect(page.getByRole('button', { name: 'Change cookie settings' })).toBeHidden();
  });
});

test('the contact form links the privacy notice', async ({ page }) => {
  await visit(page, '/contact');
  await expect(page.getByRole('link', { name: 'privacy notice' }).first()).toHaveAttribute(
    'href',
    privacyNotice.path,
  );
});

test('the cookie banner links the cookie policy and the privacy notice', async ({ page }) => {
  // No stored choice: the banner comes, with its links.
  await visit(page, '/services', { consent: null });
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner.getByRole('link', { name: /cookie policy/i })).toHaveAttribute(
    'href',
    cookiePolicy.path,
  );
  await expect(banner.getByRole('link', { name: /privacy notice/i })).toHaveAttribute(
    'href',
    privacyNotice.path,
  );
});
