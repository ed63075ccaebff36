import { expect } from '@playwright/test';
import { storyIds, test, visitStory } from '../tests/support/ladle';
import { expectNoAxeViolations, pageLevelRules, themes } from '../tests/support/site';

/**
 * Every Ladle story in light and dark, at a 1280 px viewport: an axe scan (page-level rules off
 * for isolated stories) and a full-page screenshot, in one visit. Page stories (whole page
 * bodies) are scanned but not shot: the route screenshots show the same bodies in the shell at
 * both widths. A screenshot difference is a soft failure, so the scan still runs and reports.
 */
test.describe('@vrt @a11y stories', () => {
  for (const id of storyIds()) {
    for (const theme of themes) {
      test(`story ${id} ${theme}`, async ({ storyPage }) => {
        await visitStory(storyPage, id, theme);
        if (!id.startsWith('pages--')) {
          await expect.soft(storyPage).toHaveScreenshot(`${id}-${theme}.png`, { fullPage: true });
        }
        await expectNoAxeViolations(storyPage, {
          disableRules: pageLevelRules,
          include: '#ladle-root',
        });
      });
    }
  }
});
