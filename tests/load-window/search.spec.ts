import { expect, test } from '@playwright/test';
import { searchPage } from '../../src/content/site/search';
import { atEveryMoment, eventually, quiet } from './loadWindow';

/**
 * The site search while a page comes to life: the `/` key (listened for by the page's first
 * script) and the header's search link open it, and what a visitor types into its box before the
 * app runs, while it hydrates or after, is searched and stays in the box, caret and all.
 */
const box = (page: import('@playwright/test').Page) =>
  page.getByRole('searchbox', { name: searchPage.field.label });

test('the / key on a page, at any moment, opens the search with the caret in its box', async ({
  browser,
}) => {
  await atEveryMoment(browser, {
    path: ['/services', '/proof/cases', '/insights/articles', '/careers'],
    at: [0, 100, 250, 450, 800, 'idle'],
    act: (page) => page.keyboard.press('/'),
    outcome: async (page) => {
      await eventually(page).toHaveURL(/\/search#search$/);
      await quiet(page);
      await expect(box(page)).toBeFocused();
    },
  });
});

test('typing a search on /search as it loads: the words stay and are searched', async ({
  browser,
}) => {
  await atEveryMoment(browser, {
    path: '/search',
    at: [0, 100, 250, 450, 800, 'idle'],
    act: async (page) => {
      await box(page).click();
      await page.keyboard.type('leadsync', { delay: 30 });
    },
    outcome: async (page) => {
      await quiet(page);
      await expect(box(page)).toHaveValue('leadsync');
      await expect(box(page)).toBeFocused();
      await eventually(page).toHaveURL(/[?&]q=leadsync/);
      await eventually(
        page.getByRole('heading', { level: 3 }).getByRole('link').first(),
      ).toHaveAttribute('href', '/growth-os/digital-products/leadsync');
    },
  });
});
