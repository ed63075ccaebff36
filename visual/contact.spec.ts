import { expect, type Locator, test } from '@playwright/test';
import { contact } from '../src/content/site/contact';
import { expectNoAxeViolations, showIn, themes, visit, widths } from '../tests/support/site';

/**
 * The contact form's states the route screenshots do not show: after an empty submission (every
 * required field marked, its message beside it) and with the visit's source in the hero. Each in
 * light and dark at 390 and 1280 px, shot and scanned by axe in that state.
 */
/** The element's box in page coordinates, for a full-page screenshot clipped to it. */
async function pageBox(locator: Locator) {
  return locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });
}

test.describe('@vrt @a11y contact form states', () => {
  test('an empty submission: every required field marked', async ({ page }) => {
    test.setTimeout(120_000);
    await visit(page, '/contact');
    const form = page.getByRole('form', { name: contact.form.heading });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (const theme of themes) {
      for (const size of widths) {
        await test.step(`${theme} ${size.width}px`, async () => {
          await showIn(page, theme, size);
          await expect
            .soft(page)
            .toHaveScreenshot(`contact-form-invalid-${size.width}-${theme}.png`, {
              fullPage: true,
              clip: await pageBox(form),
            });
          await expectNoAxeViolations(page);
        });
      }
    }
  });

  test('from a call to action: the source in the hero', async ({ page }) => {
    test.setTimeout(120_000);
    await visit(page, '/contact?ref=cta&from=%2Fservices&label=book-a-strategy-session');
    const hero = page.getByRole('region', { name: contact.hero.title });
    for (const theme of themes) {
      for (const size of widths) {
        await test.step(`${theme} ${size.width}px`, async () => {
          await showIn(page, theme, size);
          await expect
            .soft(page)
            .toHaveScreenshot(`contact-hero-source-${size.width}-${theme}.png`, {
              fullPage: true,
              clip: await pageBox(hero),
            });
          await expectNoAxeViolations(page);
        });
      }
    }
  });
});
