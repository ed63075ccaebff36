import { expect, test } from '@playwright/test';
import { visit } from '../support/site';

test.describe('theme switch', () => {
  test('by keyboard: dark is applied, announced as checked, stored and kept after a reload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/', { theme: 'light' });
    const group = page.getByRole('banner').getByRole('radiogroup', { name: 'Colour theme' });
    await expect(group.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);

    // Focus the group, then arrow keys move the choice (the radio group pattern).
    await group.getByRole('radio', { name: 'System' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // The pre-paint script applies the stored choice before the first paint of the next load.
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
    const background = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect(background).toBe('rgb(10, 14, 26)');
  });

  test('system follows the operating system setting, live', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/company/about', { theme: 'light' });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('a click on Light overrides a dark system setting and is kept', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/', { theme: 'dark' });
    const group = page.getByRole('banner').getByRole('radiogroup', { name: 'Colour theme' });
    // The visible target is the option's icon label; the radio inside it is visually hidden.
    await group.locator('label').filter({ hasText: 'Light' }).click();
    await expect(group.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(group.getByRole('radio', { name: 'Light' })).toBeChecked();
  });
});
