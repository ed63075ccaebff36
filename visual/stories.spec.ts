import { expect, test } from '@playwright/test';
import { storyIds, visitStory } from '../tests/support/ladle';
import { themes } from '../tests/support/site';

/** Every Ladle story in light and dark, at the default 1280 px viewport. */
test.describe('@vrt stories', () => {
  for (const id of storyIds()) {
    for (const theme of themes) {
      test(`story ${id} ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await visitStory(page, id, theme);
        await expect(page).toHaveScreenshot(`${id}-${theme}.png`, { fullPage: true });
      });
    }
  }
});
