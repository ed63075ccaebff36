import type { Page } from '@playwright/test';
import { storyIds, test, unshotStoryIds, visitStory } from '../tests/support/ladle';
import {
  expectNoAxeViolations,
  expectScreenshot,
  pageLevelRules,
  settle,
  themes,
} from '../tests/support/site';

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

/**
 * Stories shot once more with forced colours (Windows High Contrast and the like: the system's
 * few colours replace the page's): every state story of the interactive components and of the
 * sections that hold controls. Their focus rings, control borders, selected and current states,
 * icons and the theme switch must still be seen.
 */
const interactiveSections = [
  'article-list',
  'contact-form',
  'cookie-banner',
  'faq',
  'filterable-list',
  'open-roles',
  'product-catalogue',
  'section-nav',
  'share-bar',
  'site-shell',
  'stack-builder',
];
const forcedColours = (id: string) =>
  shot(id) &&
  (id.startsWith('components--') ||
    interactiveSections.some((section) => id.startsWith(`sections--${section}--`)));

/**
 * The part of the page a story draws on (its own elements and any popover, plus a margin), so a
 * forced-colours shot is not mostly empty canvas: they are the suite's third shot of a story,
 * and the committed baselines must stay under 100 MB.
 */
async function storyExtent(page: Page) {
  return page.evaluate(() => {
    let right = 0;
    let bottom = 0;
    for (const element of document.body.querySelectorAll('*')) {
      if (element.childElementCount > 0 && !(element instanceof SVGElement)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Ladle's own full-window background is not the story.
      if (element.closest('.ladle-background')) continue;
      right = Math.max(right, box.right + window.scrollX);
      bottom = Math.max(bottom, box.bottom + window.scrollY);
    }
    const margin = 24;
    return {
      x: 0,
      y: 0,
      width: Math.min(Math.ceil(right + margin), document.documentElement.scrollWidth),
      height: Math.min(Math.ceil(bottom + margin), document.documentElement.scrollHeight),
    };
  });
}

test.describe('@vrt @a11y stories', () => {
  for (const id of storyIds()) {
    // Both themes in one test, one after the other on the worker's page: the story's module is
    // loaded once, and the theme change only restyles it.
    test(`story ${id} in light and dark`, async ({ storyPage }) => {
      for (const theme of themes) {
        await test.step(theme, async () => {
          await visitStory(storyPage, id, theme);
          if (shot(id)) {
            await expectScreenshot(storyPage, `${id}-${theme}.png`, {
              fullPage: true,
              mask: [responsiveImages(storyPage)],
            });
          }
          await expectNoAxeViolations(storyPage, {
            disableRules: pageLevelRules,
            include: '#ladle-root',
          });
        });
        if (theme === 'light' && forcedColours(id)) {
          await test.step('forced colours', async () => {
            await storyPage.emulateMedia({ forcedColors: 'active' });
            try {
              await settle(storyPage);
              await expectScreenshot(storyPage, `${id}-forced-colours.png`, {
                fullPage: true,
                clip: await storyExtent(storyPage),
                mask: [responsiveImages(storyPage)],
              });
            } finally {
              await storyPage.emulateMedia({ forcedColors: 'none' });
            }
          });
        }
      }
    });
  }
});
