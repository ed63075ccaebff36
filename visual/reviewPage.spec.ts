import { expect, test } from '@playwright/test';
import { ladleURL } from '../playwright.config';

/**
 * The visual review's page (issue 41) by keyboard, as its story shows it with a stand-in for its
 * server (stories/pages/VisualReview.stories.tsx): the three comparisons of a change, the slider
 * moving the line between the approved and the new picture, the overlay's highlight turned off,
 * a filter, and a change accepted. Its stories are scanned by axe in light and dark in
 * visual/stories.spec.ts, like every story.
 */
test('a designer compares and accepts a change with the keyboard alone', async ({ page }) => {
  await page.goto(`${ladleURL}/?story=pages--visual-review--with-its-server&mode=preview`);
  const first = page
    .getByRole('region', { name: /Contact form invalid/ })
    .getByRole('article')
    .first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText('390 px, light');

  // The view buttons: Side by side first; Arrow Right moves to Slider, Space chooses it.
  const sideBySide = first.getByRole('radio', { name: 'Side by side' });
  await sideBySide.focus();
  await expect(sideBySide).toBeChecked();
  await expect(first.getByRole('img', { name: /^Approved screenshot of/ })).toBeVisible();
  await expect(first.getByRole('img', { name: /^New screenshot of/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(first.getByRole('radio', { name: 'Slider' })).toBeChecked();

  // Tab reaches the pictures' frame (it scrolls), then the slider; arrows move the line.
  await page.keyboard.press('Tab');
  await expect(first.getByRole('group', { name: /approved and new, split$/ })).toBeFocused();
  await page.keyboard.press('Tab');
  const slider = first.getByRole('slider', { name: 'Line between approved and new' });
  await expect(slider).toBeFocused();
  await expect(slider).toHaveAttribute('aria-valuetext', '50%');
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuetext', '40%');
  await expect(first.getByRole('img', { name: /shown right of the line$/ })).toHaveCSS(
    'clip-path',
    'inset(0px 0px 0px 40%)',
  );

  // The overlay: the changed pixels highlighted, and the switch that hides them.
  await first.getByRole('radio', { name: 'Slider' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(first.getByRole('radio', { name: 'Overlay' })).toBeChecked();
  await expect(first.getByRole('img', { name: 'The changed pixels, highlighted' })).toBeVisible();
  const highlight = first.getByRole('switch', { name: 'Highlight changed pixels' });
  await highlight.focus();
  await page.keyboard.press('Space');
  await expect(highlight).not.toBeChecked();
  await expect(first.getByRole('img', { name: 'The changed pixels, highlighted' })).toHaveCount(0);

  // A filter: only the 1280 px views.
  const wide = page.getByRole('radio', { name: '1280 px' });
  await wide.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Showing 1 of 5 changes')).toBeVisible();

  // Accept it by keyboard: the status says what was accepted, the change is marked.
  await expect(page.getByRole('button', { name: /^Accept .*1280 px, light$/ })).toBeVisible();
  await page.getByRole('button', { name: /^Accept .*1280 px, light$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(
      /^Accepted 1 screenshot: visual\/__screenshots__\/contact\.spec\.ts\/contact-form-invalid-1280-light\.png/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Every change shown is accepted' })).toBeDisabled();
});
