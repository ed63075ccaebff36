import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { ladleURL } from '../../playwright.config';
import type { Theme } from './site';

/** The story ids of the built Ladle (build/ladle/meta.json), the one index of every story. */
export function storyIds(): string[] {
  const meta = JSON.parse(readFileSync('build/ladle/meta.json', 'utf8')) as {
    stories: Record<string, unknown>;
  };
  return Object.keys(meta.stories).sort();
}

/** Open one story in preview mode, in a theme, and wait until it has really rendered. */
export async function visitStory(page: Page, id: string, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.goto(`${ladleURL}/?story=${encodeURIComponent(id)}&mode=preview&theme=${theme}`);
  await expect(page.locator('html[data-storyloaded]')).toHaveCount(1);
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
  });
}
