import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { ladleURL } from '../../playwright.config';
import { settle, type Theme } from './site';

interface StoryIndex {
  stories: Record<string, { meta?: { screenshot?: boolean } }>;
}

function storyIndex(): StoryIndex {
  return JSON.parse(readFileSync('build/ladle/meta.json', 'utf8')) as StoryIndex;
}

/** The story ids of the built Ladle (build/ladle/meta.json), the one index of every story. */
export function storyIds(): string[] {
  return Object.keys(storyIndex().stories).sort();
}

/**
 * Stories that opt out of screenshots with `Story.meta = { screenshot: false }`: reference
 * tables read from the code (which styles use a token, every forced-colours rule), which would
 * change with every new component. They are still scanned with axe.
 */
export function unshotStoryIds(): Set<string> {
  const { stories } = storyIndex();
  return new Set(Object.keys(stories).filter((id) => stories[id]?.meta?.screenshot === false));
}

/**
 * One Ladle page per worker, reused by every story test of that worker: loading Ladle's bundle
 * afresh for each of hundreds of stories was most of the suite's time. Switching story or theme
 * goes through Ladle's own URL state (history + popstate), which remounts the story.
 */
export const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        locale: 'en-GB',
        timezoneId: 'UTC',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const shownTheme = new WeakMap<Page, Theme>();

/**
 * Show one story in preview mode, in a theme, and wait until it has really rendered. Switching
 * and waiting happen in one round trip, the conditions polled once per animation frame (see
 * `settle` in ./site.ts for why not Playwright's retrying assertions).
 */
export async function visitStory(page: Page, id: string, theme: Theme) {
  // Each round trip costs: the media and the viewport are set only when they change.
  if (shownTheme.get(page) !== theme) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    shownTheme.set(page, theme);
  }
  const viewport = page.viewportSize();
  if (viewport?.width !== 1280 || viewport.height !== 800) {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  const url = `/?story=${encodeURIComponent(id)}&mode=preview&theme=${theme}`;
  if (!page.url().startsWith(ladleURL)) await page.goto(`${ladleURL}${url}`);
  const waitedFor = await page.evaluate(
    async ({ next, id, theme }) => {
      const current = new URL(window.location.href);
      const storyChanges = current.searchParams.get('story') !== id;
      const titleBefore = document.title;
      if (storyChanges || current.searchParams.get('theme') !== theme) {
        if (storyChanges) {
          // Leave no focus from the previous story (a theme change keeps the story and its
          // focus: a story that focuses a control on mount is not mounted again).
          (document.activeElement as HTMLElement | null)?.blur?.();
          // Nor its input modality: React Aria remembers pointer use across stories and would
          // hide the focus ring of a story that focuses a control on mount. A key press puts it
          // back where a fresh page starts (focus visible).
          document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
          document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Tab', bubbles: true }));
        }
        window.scrollTo(0, 0);
        // Ladle follows the URL on popstate. Inside a transition (.ladle/components.tsx exposes
        // React's startTransition) the next story replaces the last without Ladle's spinner,
        // and so without React's 300 ms hold on content that follows a fallback.
        const { __ladleStartTransition: transition = (run: () => void) => run() } =
          window as unknown as { __ladleStartTransition?: (run: () => void) => void };
        transition(() => {
          window.history.pushState({}, '', next);
          window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
        });
      }
      // A log of <html>'s class and data-theme changes, for the message of a failed check.
      const logged = window as unknown as { __htmlLog?: string[] };
      if (!logged.__htmlLog) {
        const log: string[] = [];
        logged.__htmlLog = log;
        const html = document.documentElement;
        new MutationObserver(() => {
          log.push(
            `${performance.now().toFixed(0)} ms: class="${html.className}" data-theme=${html.dataset.theme} ${window.location.search}`,
          );
          if (log.length > 30) log.shift();
        }).observe(html, { attributes: true, attributeFilter: ['class', 'data-theme'] });
      }
      logged.__htmlLog.push(`${performance.now().toFixed(0)} ms: visit ${next}`);
      const root = () => document.querySelector('#ladle-root');
      // Ladle retitles the page with the story's name, marks <html> once the story has loaded,
      // and shows a spinner (.ladle-ring-wrapper) while its module loads.
      const conditions: Array<[string, () => boolean]> = [
        ['a new title', () => !storyChanges || document.title !== titleBefore],
        ['html[data-storyloaded]', () => document.documentElement.hasAttribute('data-storyloaded')],
        ['no loading spinner', () => !document.querySelector('.ladle-ring-wrapper')],
        // Rendered: text or a control or image (an icon-only button holds no text).
        [
          'content in #ladle-root',
          () =>
            Boolean(
              root()?.textContent?.trim() ||
                root()?.querySelector('svg, img, input, button, a, select'),
            ),
        ],
        [`the ${theme} class on <html>`, () => document.documentElement.classList.contains(theme)],
      ];
      const deadline = performance.now() + 15_000;
      for (;;) {
        const unmet = conditions.find(([, met]) => !met());
        if (!unmet) break;
        if (performance.now() > deadline) return unmet[0];
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return null;
    },
    { next: url, id, theme },
  );
  expect(waitedFor, `story ${id} (${theme}): waited 15 s for ${waitedFor}`).toBeNull();
  // Then its controls' React Aria versions, its fonts and images, and React's commit of the
  // remounted story painted.
  await settle(page, { enhance: true });
}
