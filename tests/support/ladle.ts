import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { ladleURL } from '../../playwright.config';
import type { Theme } from './site';

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

/** Show one story in preview mode, in a theme, and wait until it has really rendered. */
export async function visitStory(page: Page, id: string, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  const url = `/?story=${encodeURIComponent(id)}&mode=preview&theme=${theme}`;
  const current = new URL(page.url() === 'about:blank' ? 'http://x/' : page.url());
  if (!current.href.startsWith(ladleURL)) {
    await page.goto(`${ladleURL}${url}`);
  } else if (
    current.searchParams.get('story') !== id ||
    current.searchParams.get('theme') !== theme
  ) {
    const storyChanges = current.searchParams.get('story') !== id;
    const titleBefore = await page.title();
    await page.evaluate(
      ({ next, storyChanges }) => {
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
        window.history.pushState({}, '', next);
        window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      },
      { next: url, storyChanges },
    );
    if (storyChanges) await expect(page).not.toHaveTitle(titleBefore);
  }
  await expect(page.locator('html[data-storyloaded]')).toHaveCount(1);
  await expect(page.locator('.ladle-ring-wrapper')).toHaveCount(0);
  // Rendered: the story has text or a control or image (an icon-only button holds no text).
  await page.waitForFunction(() => {
    const root = document.querySelector('#ladle-root');
    return Boolean(
      root?.textContent?.trim() || root?.querySelector('svg, img, input, button, a, select'),
    );
  });
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold would never load for a full-page shot: load them now.
    for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? undefined
          : new Promise((resolve) => {
              // A picture that fails (an avatar's error state) fires error, not load.
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    // Let React commit the remounted story and the browser paint it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
