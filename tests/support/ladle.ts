import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { ladleURL } from '../../playwright.config';
import type { Theme } from './site';

/** The story ids of the built Ladle (build/ladle/meta.json), the one index of every story. */
export function storyIds(): string[] {
  const meta = JSON.parse(readFileSync('build/ladle/meta.json', 'utf8')) as {
    stories: Record<string, unknown>;
  };
  return Object.keys(meta.stories).sort();
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
    await page.evaluate((next) => {
      // Leave no focus or scroll from the previous story.
      (document.activeElement as HTMLElement | null)?.blur?.();
      window.scrollTo(0, 0);
      window.history.pushState({}, '', next);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, url);
    if (storyChanges) await expect(page).not.toHaveTitle(titleBefore);
  }
  await expect(page.locator('html[data-storyloaded]')).toHaveCount(1);
  await expect(page.locator('.ladle-ring-wrapper')).toHaveCount(0);
  await expect(page.locator('#ladle-root')).not.toBeEmpty();
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? undefined
          : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
      ),
    );
    // Let React commit the remounted story and the browser paint it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
