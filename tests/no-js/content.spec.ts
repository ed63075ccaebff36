import { expect, test } from '@playwright/test';
import { faq } from '../../src/content/site/home';
import { prerenderedPaths } from '../support/site';
import { visitWithoutScripts } from './support';

/**
 * Every disclosure on every page opens with JavaScript off; the items of an accordion (which
 * share a `name`) one at a time. Disclosures without a name (a testimonial's 'Read full
 * testimonial') stay open together, as the spec wants.
 */
/**
 * The pages, in one test per site section (the first segment of the path), so the sections run
 * side by side on the workers. A page whose <main> holds no <details> in its HTML is not opened.
 */
const sections = new Map<string, string[]>();
for (const path of prerenderedPaths()) {
  const section = path.split('/')[1] || 'home';
  sections.set(section, [...(sections.get(section) ?? []), path]);
}

test.describe('accordions without JavaScript', () => {
  for (const [section, paths] of sections) {
    test(`every answer of every page can be opened and read: ${section}`, async ({ page }) => {
      test.setTimeout(60_000);
      let opened = 0;
      for (const path of paths) {
        const html = await (await page.request.get(path)).text();
        const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
        if (!main.includes('<details')) continue;
        await visitWithoutScripts(page, path);
        const items = page.locator('main details');
        const count = await items.count();
        expect(count, `${path}: the <details> of its HTML`).toBeGreaterThan(0);
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
        // The items of one accordion share a name: the browser keeps one of them open.
        const names = new Set(
          await items.evaluateAll((all) => all.map((item) => item.getAttribute('name'))),
        );
        for (const name of names) {
          if (!name) continue;
          const group = page.locator(`main details[name="${name}"]`);
          if ((await group.count()) > 1) {
            await expect(group.and(page.locator('[open]')), `${path} ${name}`).toHaveCount(1);
          }
        }
        const unnamed = page.locator('main details:not([name])');
        await expect(unnamed.and(page.locator('[open]'))).toHaveCount(await unnamed.count());
      }
      // The home page alone has ten.
      if (section === 'home') expect(opened).toBeGreaterThanOrEqual(faq.items.length);
    });
  }

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
