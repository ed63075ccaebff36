import { expect } from '@playwright/test';
import { storyIds, test, unshotStoryIds, visitStory } from '../tests/support/ladle';
import { expectNoAxeViolations, pageLevelRules, themes } from '../tests/support/site';

/**
 * Every Ladle story in light and dark, at a 1280 px viewport: an axe scan (page-level rules off
 * for isolated stories) and a full-page screenshot, in one visit. Scanned but not shot: page
 * stories (whole page bodies: the route screenshots show the same bodies in the shell at both
 * widths), documentation pages and the Welcome page (prose around the state stories, which are
 * shot themselves), and stories marked `meta: { screenshot: false }` (see unshotStoryIds). A
 * screenshot difference is a soft failure, so the scan still runs and reports.
 */
const unshot = unshotStoryIds();
const shot = (id: string) =>
  !id.startsWith('pages--') &&
  !id.startsWith('welcome--') &&
  !id.endsWith('--documentation') &&
  !unshot.has(id);

test.describe('@vrt @a11y stories', () => {
  for (const id of storyIds()) {
    for (const theme of themes) {
      test(`story ${id} ${theme}`, async ({ storyPage }) => {
        await visitStory(storyPage, id, theme);
        if (shot(id)) {
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
