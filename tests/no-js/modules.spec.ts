import { expect, test } from '@playwright/test';
import { modulesPage } from '../../src/content/growth-os/modules';
import { visitWithoutScripts } from './support';

/**
 * /modules' Stack Builder with JavaScript off: the tiles are checkboxes and Build My Stack
 * submits them, with the attribution, to the contact page, which shows and keeps the stack as
 * it does for the link.
 */
test.describe('stack builder without JavaScript', () => {
  test('ticked modules go to the contact form with Build My Stack', async ({ page }) => {
    await visitWithoutScripts(page, '/modules');
    const group = page.getByRole('group', { name: modulesPage.stackBuilder.groupLabel });
    await expect(group.getByRole('checkbox')).toHaveCount(9);
    // The label is the tile: clicking it ticks the hidden checkbox.
    for (const name of ['Attribution Core', 'SignalOS']) {
      await group.locator('label').filter({ hasText: name }).click();
      await expect(group.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) })).toBeChecked();
    }
    const [request] = await Promise.all([
      page.waitForRequest(/\/contact\?/),
      page.getByRole('button', { name: modulesPage.stackBuilder.buttonLabel }).click(),
    ]);
    // The form sends one `stack` per tick, in the grid's order.
    const sent = new URL(request.url()).searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      ref: 'cta',
      from: '/modules',
      label: 'build-my-stack',
    });
    expect(sent.getAll('stack')).toEqual(['SignalOS', 'Attribution Core']);
    // The server answers at the address the link would have had (one comma-joined `stack`).
    await page.waitForURL(/\/contact\?/);
    expect(new URL(page.url()).searchParams.getAll('stack')).toEqual(['SignalOS,Attribution Core']);
    await expect(page.getByText('Your stack:')).toContainText(
      'Your stack: SignalOS, Attribution Core',
    );
    await expect(page.locator('input[type="hidden"][name="stack"]')).toHaveValue(
      'SignalOS,Attribution Core',
    );
  });
});
