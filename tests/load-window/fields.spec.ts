import { expect, type Page, test } from '@playwright/test';
import { atEveryMoment, eventually, quiet } from './loadWindow';

/**
 * What a visitor types, pastes, chooses or submits in a form while the page comes to life is
 * still there (and sent once) when it has: the swap of a native field for React Aria's keeps the
 * value, the choice, the focus and the caret.
 */
/**
 * Chooses CMO as a visitor does with the Role control in front of them: the native select while
 * it is there (focused first, as a click or Tab does: it is not swapped while in use), else React
 * Aria's, which replaces it once the visitor has come to the form.
 */
async function chooseRole(page: Page) {
  const native = page.locator('select#contact-role');
  const usedNative = await native
    .focus({ timeout: 1_000 })
    .then(() => native.selectOption('cmo', { timeout: 1_000 }))
    .then(
      () => true,
      () => false,
    );
  if (usedNative) return;
  await page.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'CMO', exact: true }).click();
}

test('typing a name and an e-mail on /contact', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/contact',
    act: async (page) => {
      await page.getByLabel('Full Name').pressSequentially('Ada Lovelace');
      await page.getByLabel('Business Email').pressSequentially('ada@example.com');
    },
    outcome: async (page) => {
      await quiet(page);
      await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
      await expect(page.getByLabel('Business Email')).toHaveValue('ada@example.com');
      await expect(page.getByLabel('Business Email')).toBeFocused();
    },
  });
});

test('pasting a challenge into the text area', async ({ browser }) => {
  const text = 'CAC rose 40% since iOS 17 while conversion fell.';
  await atEveryMoment(browser, {
    path: '/contact',
    act: async (page) => {
      await page.getByLabel('Biggest Growth Challenge').click();
      await page.keyboard.insertText(text);
      await page.keyboard.type(' Help');
    },
    outcome: async (page) => {
      await quiet(page);
      await expect(page.getByLabel('Biggest Growth Challenge')).toHaveValue(`${text} Help`);
      await expect(page.getByLabel('Biggest Growth Challenge')).toBeFocused();
    },
  });
});

test('choosing a role in the contact form', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/contact',
    act: chooseRole,
    outcome: async (page) => {
      // The visitor moves on to the next field. Left before the page came to life, the select
      // stays the browser's (its choice is the form's state by then); it becomes React Aria's
      // when the visitor comes back to the form, and keeps the choice.
      await page.keyboard.press('Tab');
      await quiet(page);
      const native = page.locator('select#contact-role');
      if (await native.count()) {
        await expect(native).toHaveValue('cmo');
        await page.getByLabel('Full Name').hover();
        await quiet(page);
      }
      await expect(page.getByRole('button', { name: /Role/ })).toContainText('CMO');
    },
  });
});

test('a contact form sent in the window is sent once', async ({ browser }) => {
  let posts = 0;
  await atEveryMoment(browser, {
    path: '/contact',
    arrange: async (page) => {
      posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') {
          posts++;
        }
      });
    },
    act: async (page) => {
      await page.getByLabel('Full Name').fill('Ada Lovelace');
      await page.getByLabel('Business Email').fill('ada@example.com');
      await page.getByLabel('Company', { exact: true }).fill('Analytical Engines Ltd');
      await chooseRole(page);
      await page.getByLabel('Biggest Growth Challenge').fill('Paid social costs rising.');
      await page.getByRole('button', { name: 'Send Message' }).click();
    },
    outcome: async (page) => {
      // Sent: the thank-you page (no script yet) or the form's own confirmation.
      await eventually(
        page.getByText(/Thank you|Message sent|We'll be in touch|received/i).first(),
      ).toBeVisible();
      await quiet(page).catch(() => {});
      await page.waitForTimeout(500);
      expect(posts, 'contact posts sent').toBe(1);
    },
  });
});
