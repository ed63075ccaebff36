import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, showIn, themes, visit, widths } from '../tests/support/site';

/**
 * The Insights lists' states the route screenshots (populated, prerendered) do not show, as a
 * visitor reaches them: a client-side navigation from /insights while the content service is
 * slow (six skeletons), failing (the error with Try Again) or has nothing published. Each state
 * is shot (the list's section) and scanned by axe in light and dark at 390 and 1280 px.
 */

/** The element's box in page coordinates, for a full-page screenshot clipped to it. */
async function pageBox(locator: Locator) {
  return locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });
}

type ContentState = 'loading' | 'error' | 'empty';

async function answerPosts(page: Page, state: ContentState) {
  await page.route('**/wp-json/wp/v2/posts?**', async (route) => {
    if (state === 'error') return route.fulfill({ status: 500, json: { code: 'internal' } });
    if (state === 'empty') return route.fulfill({ json: [] });
    // Loading: never answered while the test looks.
    await new Promise(() => undefined);
  });
}

const lists = [
  { name: 'articles', card: 'Read articles Articles', heading: 'Browse articles' },
  { name: 'reports', card: 'Browse reports Reports', heading: 'Browse reports' },
] as const;

const expected: Record<ContentState, (list: (typeof lists)[number]) => RegExp> = {
  loading: (list) => new RegExp(`Loading ${list.name}`),
  error: (list) => new RegExp(`Unable to load ${list.name}`),
  empty: (list) => new RegExp(`No ${list.name[0]?.toUpperCase()}${list.name.slice(1)} yet`),
};

test.describe('@vrt @a11y Insights list states', () => {
  for (const list of lists) {
    for (const state of ['loading', 'error', 'empty'] as const) {
      test(`${list.name}: ${state}`, async ({ page }) => {
        test.setTimeout(120_000);
        await answerPosts(page, state);
        await visit(page, '/insights');
        await page.getByRole('link', { name: list.card }).click();
        const section = page
          .locator('section')
          .filter({ has: page.getByRole('heading', { name: list.heading }) });
        await expect(section).toContainText(expected[state](list));
        for (const theme of themes) {
          for (const size of widths) {
            await test.step(`${theme} ${size.width}px`, async () => {
              await showIn(page, theme, size);
              await expect
                .soft(page)
                .toHaveScreenshot(`insights-${list.name}-${state}-${size.width}-${theme}.png`, {
                  fullPage: true,
                  clip: await pageBox(section),
                });
              await expectNoAxeViolations(page);
            });
          }
        }
      });
    }
  }
});
