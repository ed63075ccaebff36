import { expect } from '@playwright/test';
import { storyIds, test, visitStory } from '../tests/support/ladle';
import { themes } from '../tests/support/site';

/**
 * Every Ladle story in light and dark, at a 1280 px viewport, full page. Page stories (whole
 * page bodies) are left to the route screenshots, which show the same bodies in the shell at
 * both widths; they are still axe-checked (tests/e2e/stories-a11y.spec.ts).
 */
const shotStories = storyIds().filter((id) => !id.startsWith('pages--'));

test.describe('@vrt stories', () => {
  for (const id of shotStories) {
    for (const theme of themes) {
      test(`story ${id} ${theme}`, async ({ storyPage }) => {
        await visitStory(storyPage, id, theme);
        await expect(storyPage).toHaveScreenshot(`${id}-${theme}.png`, { fullPage: true });
      });
    }
  }
});
