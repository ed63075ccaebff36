import { expect, test } from '@playwright/test';
import { atEveryMoment, desktop, eventually, phone, quiet } from './loadWindow';

/**
 * Every control keeps what the visitor did with it while the page comes to life: a filter's
 * choice applies, a disclosure stays open, a menu opens, a carousel moves, a theme is chosen.
 */
test('choosing Region UK on /proof/testimonials applies the filter', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/proof/testimonials',
    act: (page) =>
      page.getByRole('radiogroup', { name: 'Region' }).getByText('UK', { exact: true }).click(),
    outcome: async (page) => {
      await quiet(page);
      await eventually(page).toHaveURL(/[?&]region=uk/);
      await expect(page.getByRole('radio', { name: 'UK', exact: true })).toBeChecked();
    },
  });
});

test('typing in the articles search box filters the list', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/insights/articles',
    act: (page) => page.getByLabel('Search articles').pressSequentially('attribution'),
    outcome: async (page) => {
      await quiet(page);
      await expect(page.getByLabel('Search articles')).toHaveValue('attribution');
      await eventually(page).toHaveURL(/[?&]search=attribution/);
    },
  });
});

test('ticking a tag chip on /insights/articles applies it', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/insights/articles',
    act: async (page) => {
      const tags = page.getByText('Tags', { exact: true });
      if (await tags.isVisible()) await tags.click();
      await page.getByText('ABM', { exact: true }).first().click();
    },
    outcome: async (page) => {
      await quiet(page);
      await eventually(page).toHaveURL(/[?&]tags=abm/);
    },
  });
});

test('opening the Services submenu in the header, at 1280 px', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/press-room',
    viewport: desktop,
    act: (page) => page.getByLabel('Services submenu').click(),
    outcome: async (page) => {
      await quiet(page);
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'User Acquisition' }),
      ).toBeVisible();
    },
  });
});

test('opening the menu at 390 px and following a link in it', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/press-room',
    viewport: phone,
    act: async (page) => {
      await page.getByRole('banner').getByText('Menu', { exact: true }).click();
      await page.getByRole('link', { name: 'Careers', exact: true }).first().click();
    },
    outcome: async (page) => {
      await eventually(page).toHaveURL(/\/careers$/);
    },
  });
});

test('opening an FAQ answer on the home page', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/',
    act: (page) => page.getByText('What is Growth OS?', { exact: true }).click(),
    outcome: async (page) => {
      await quiet(page);
      await expect(
        page.getByText(/Growth OS is our modular growth operating system/),
      ).toBeVisible();
    },
  });
});

test('choosing the dark theme in the header', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/company',
    viewport: desktop,
    act: (page) =>
      page
        .getByRole('banner')
        .getByRole('radiogroup', { name: 'Colour theme' })
        .locator('label')
        .filter({ hasText: 'Dark' })
        .click(),
    outcome: async (page) => {
      await quiet(page);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(
        page.getByRole('banner').getByRole('radio', { name: 'Dark', exact: true }),
      ).toBeChecked();
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    },
  });
});

test('Next role on the careers carousel, with the mouse', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/careers',
    act: (page) => page.getByRole('button', { name: 'Next role' }).click(),
    outcome: async (page) => {
      await quiet(page);
      await eventually(page.getByRole('button', { name: 'Previous role' })).toBeEnabled();
    },
  });
});

test('Load More Case Studies shows more cases', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/proof/cases',
    act: (page) => page.getByRole('button', { name: 'Load More Case Studies' }).click(),
    outcome: async (page) => {
      await quiet(page);
      await expect(
        page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ has: page.getByRole('link') })
          .nth(6),
      ).toBeVisible();
    },
  });
});

test('Accept All in the cookie banner', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/services',
    consent: null,
    act: (page) => page.getByRole('button', { name: 'Accept All' }).click(),
    outcome: async (page) => {
      await eventually(page.getByRole('button', { name: 'Accept All' })).toBeHidden();
      const stored = await page.evaluate(() => localStorage.getItem('cookie-consent'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ analytics: true, marketing: true });
    },
  });
});

test("the cookie policy's Change cookie settings opens the preferences", async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/cookies',
    // Six moments across the window, which keep the suite's time in check.
    at: [0, 100, 250, 450, 800, 'idle'],
    act: (page) => page.getByRole('button', { name: 'Change cookie settings' }).click(),
    outcome: async (page) => {
      await eventually(
        page.getByRole('region', { name: 'Cookie preferences' }).getByRole('heading', {
          name: 'Cookie preferences',
        }),
      ).toBeFocused();
    },
  });
});
