import { expect, test } from '@playwright/test';
import { faq } from '../../src/content/home';
import { prerenderedPaths } from '../support/site';
import { visitWithoutScripts } from './support';

/** Every accordion on every page opens, one at a time, with JavaScript off. */
test.describe('accordions without JavaScript', () => {
  test('every answer of every page can be opened and read', async ({ page }) => {
    test.setTimeout(120_000);
    let opened = 0;
    for (const path of prerenderedPaths()) {
      await visitWithoutScripts(page, path);
      const items = page.locator('main details');
      const count = await items.count();
      for (let index = 0; index < count; index++) {
        const item = items.nth(index);
        const answer = item.locator(':scope > :not(summary)');
        await expect(answer).toBeHidden();
        await item.locator('summary').click();
        await expect(item, `${path} item ${index + 1}`).toHaveAttribute('open');
        await expect(answer).toBeVisible();
        await expect(answer).not.toHaveText('');
        opened++;
      }
      // The items of one accordion share a name: the browser keeps one open.
      if (count > 1) await expect(page.locator('main details[open]')).toHaveCount(1);
    }
    // The home page alone has ten.
    expect(opened).toBeGreaterThanOrEqual(faq.items.length);
  });

  test('the home FAQ: one open at a time, the open one closes again', async ({ page }) => {
    await visitWithoutScripts(page, '/');
    const section = page.getByRole('region', { name: faq.heading });
    const items = section.locator('details');
    await expect(items).toHaveCount(10);
    const [first, second] = faq.items;
    if (!first || !second) throw new Error('FAQ needs two items');
    await items.nth(0).locator('summary').click();
    await expect(section.getByText(first.answer)).toBeVisible();
    await items.nth(1).locator('summary').click();
    await expect(section.getByText(second.answer)).toBeVisible();
    await expect(section.getByText(first.answer)).toBeHidden();
    await items.nth(1).locator('summary').press('Enter');
    await expect(section.getByText(second.answer)).toBeHidden();
  });
});
