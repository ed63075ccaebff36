import { expect, type Page } from '@playwright/test';
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
 * documentation page's scan leaves out its live examples: each is a state story, scanned in its
 * own test (the test checks that every example is one). A screenshot difference is a soft
 * failure, so the scan still runs and reports.
 */
const unshot = unshotStoryIds();
const allStories = new Set(storyIds());
const isDocumentation = (id: string) => id.endsWith('--documentation');
const shot = (id: string) =>
  !id.startsWith('pages--') &&
  !id.startsWith('welcome--') &&
  !isDocumentation(id) &&
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
 * The part of the page a story draws on, plus a margin, so a forced-colours shot is not mostly
 * empty canvas: they are the suite's third shot of a story, and the committed baselines must stay
 * under 85 MiB. What is drawn: text, images, icons and controls, and any box with a background,
 * border, shadow or outline, inside the story's canvas (the full-window background that
 * .ladle/components.tsx marks `data-story-canvas`) or put outside it (popovers and dialogs,
 * portalled to the end of <body>). A wrapper that paints nothing is not counted: a block spans
 * the whole width whatever it holds.
 */
async function storyExtent(page: Page) {
  return page.evaluate(() => {
    const canvas = document.querySelector('[data-story-canvas]');
    const root = document.querySelector('#ladle-root');
    const elements = [
      ...(canvas?.querySelectorAll('*') ?? []),
      ...[...document.body.children]
        // Not Ladle's own full-window background.
        .filter((child) => !child.contains(root) && !child.matches('script, .ladle-background'))
        .flatMap((child) => [child, ...child.querySelectorAll('*')]),
    ];
    const paints = (element: Element) => {
      if (element.matches('img, svg, input, select, textarea, button, video, canvas, hr')) {
        return true;
      }
      const style = getComputedStyle(element);
      return (
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none' ||
        style.boxShadow !== 'none' ||
        ['Top', 'Right', 'Bottom', 'Left'].some(
          (side) =>
            Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
        ) ||
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0)
      );
    };
    const boxes: DOMRect[] = [];
    for (const element of elements) {
      if (paints(element)) boxes.push(element.getBoundingClientRect());
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(range.getBoundingClientRect());
      }
    }
    let right = 0;
    let bottom = 0;
    for (const box of boxes) {
      if (box.width === 0 || box.height === 0) continue;
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
          try {
            await expectNoAxeViolations(storyPage, {
              disableRules: pageLevelRules,
              include: '#ladle-root',
              // A documentation page's live examples are its state stories, each scanned in
              // both themes in its own test (checked below): the page's own parts are scanned.
              exclude: isDocumentation(id) ? '[data-doc-example]' : undefined,
            });
          } catch (error) {
            // What <html> went through (theme classes), for a failure that depends on timing.
            const log = await storyPage.evaluate(
              () => (window as unknown as { __htmlLog?: string[] }).__htmlLog ?? [],
            );
            console.log(
              `${id} (${theme}): <html> changes before the failed scan:\n${log.join('\n')}`,
            );
            throw error;
          }
        });
        if (theme === 'light' && isDocumentation(id)) {
          const examples = await storyPage
            .locator('[data-doc-example]')
            .evaluateAll((all) => all.map((example) => example.getAttribute('data-doc-example')));
          expect(
            examples.filter((example) => !allStories.has(example ?? '')),
            'examples that are not stories of their own (so not scanned)',
          ).toEqual([]);
        }
        if (theme === 'light' && forcedColours(id)) {
          await test.step('forced colours', async () => {
            // Measured in the light theme: with colours forced, every box has a background
            // (the system's Canvas colour). The boxes themselves do not move.
            const clip = await storyExtent(storyPage);
            // A focused text field's caret: the screenshot's caret hiding is a transparent
            // caret-color, which forced colours override with the system's, and the caret then
            // blinks (a shot drew it or not, by timing). It stays drawn, without blinking.
            await storyPage.evaluate(() => {
              if (document.getElementById('steady-caret')) return;
              const style = document.createElement('style');
              style.id = 'steady-caret';
              style.textContent = '* { caret-animation: manual !important; }';
              document.head.append(style);
            });
            await storyPage.emulateMedia({ forcedColors: 'active' });
            try {
              await settle(storyPage);
              await expectScreenshot(storyPage, `${id}-forced-colours.png`, {
                fullPage: true,
                clip,
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
