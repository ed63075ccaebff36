import { expect, type Page } from '@playwright/test';
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

/**
 * Responsive images (`img[srcset]`: the Insights cards and article bodies) are masked, as on the
 * route screenshots: Chromium draws whichever candidate it has cached when it chooses, and the
 * stories share one page per worker, so what is cached depends on which stories ran before on
 * that worker. Their boxes, and everything around them, are still compared; images without a
 * srcset (avatars, logos) are compared in full.
 */
const responsiveImages = (page: Page) => page.locator('#ladle-root img[srcset]');

test.describe('@vrt @a11y stories', () => {
  for (const id of storyIds()) {
    for (const theme of themes) {
      test(`story ${id} ${theme}`, async ({ storyPage }) => {
        await visitStory(storyPage, id, theme);
        if (shot(id)) {
          await expect.soft(storyPage).toHaveScreenshot(`${id}-${theme}.png`, {
            fullPage: true,
            mask: [responsiveImages(storyPage)],
          });
        }
        await expectNoAxeViolations(storyPage, {
          disableRules: pageLevelRules,
          include: '#ladle-root',
        });
      });
    }
  }
});
