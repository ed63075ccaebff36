import { expect, type Page } from '@playwright/test';
import type { Theme } from '../support/site';

/**
 * Open a page with JavaScript off (this project's browsers run no page scripts): nothing
 * hydrates, so wait for the document, its fonts and images only.
 */
export async function visitWithoutScripts(page: Page, path: string, theme: Theme = 'light') {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  const response = await page.goto(path, { waitUntil: 'load' });
  // No script ran: the pre-paint marker and the hydration marker are both absent.
  await expect(page.locator('html')).not.toHaveClass(/\bjs\b/);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  // Fonts and images only: with scripts off, requestAnimationFrame callbacks never run.
  await page.evaluate(async () => {
    await document.fonts.ready;
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
  });
  return response;
}
