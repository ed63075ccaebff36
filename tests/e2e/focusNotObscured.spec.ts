import { expect, type Page, test } from '@playwright/test';
import { visit } from '../support/site';

/**
 * WCAG 2.2 SC 2.4.11 (focus not obscured): at 390 px, elements fixed to the bottom of the window
 * (the contact page's bar, the cookie banner) never cover a control reached with Tab; the page
 * scrolls it into view above them, down to the last link of the footer.
 */
test.use({ viewport: { width: 390, height: 844 } });

/**
 * Tab through the page: the controls reached outside `fixed`, and those of them that end below
 * its top edge.
 */
async function tabThrough(page: Page, fixed: string, stops: number) {
  const obscured: string[] = [];
  const reached: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate((selector) => {
      const overlay = document.querySelector(selector);
      const focused = document.activeElement;
      if (!overlay || !focused || focused === document.body || overlay.contains(focused)) {
        return null;
      }
      const control = focused.getBoundingClientRect();
      const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim();
      return { name, covered: control.bottom > overlay.getBoundingClientRect().top + 0.5 };
    }, fixed);
    if (!found) continue;
    reached.push(found.name);
    if (found.covered) obscured.push(found.name);
  }
  expect(reached.length, 'the walk reached page controls').toBeGreaterThan(stops / 2);
  return { obscured, reached };
}

test('the contact bar never covers a focused control', async ({ page }) => {
  await visit(page, '/contact');
  await expect(page.locator('[data-contact-bar]')).toBeVisible();
  expect((await tabThrough(page, '[data-contact-bar]', 60)).obscured).toEqual([]);
});

test('the cookie banner never covers a focused control, to the end of the page', async ({
  page,
}) => {
  await visit(page, '/', { consent: null });
  await expect(page.locator('[data-cookie-banner]')).toBeVisible();
  const { obscured, reached } = await tabThrough(page, '[data-cookie-banner]', 60);
  expect(obscured).toEqual([]);
  // The walk went past the last control of the page, the footer's 'Cookie settings'.
  expect(reached).toContain('Cookie settings');
});

test('on the contact page the open cookie banner takes the place of the contact bar', async ({
  page,
}) => {
  await visit(page, '/contact', { consent: null });
  await expect(page.locator('[data-cookie-banner]')).toBeVisible();
  await expect(page.locator('[data-contact-bar]')).toBeHidden();
  await page.getByRole('button', { name: 'Reject All' }).click();
  await expect(page.locator('[data-contact-bar]')).toBeVisible();
});
