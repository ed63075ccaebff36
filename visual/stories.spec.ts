import { expect } from '@playwright/test';
import { storyIds, test, visitStory } from '../tests/support/ladle';
import { themes } from '../tests/support/site';

/** Every Ladle story in light and dark, at a 1280 px viewport, full page. */
test.describe('@vrt stories', () => {
  for (const id of storyIds()) {
    for (const theme of themes) {
      test(`story ${id} ${theme}`, async ({ storyPage }) => {
        await visitStory(storyPage, id, theme);
        await expect(storyPage).toHaveScreenshot(`${id}-${theme}.png`, { fullPage: true });
      });
    }
  }
});
