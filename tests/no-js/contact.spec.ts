import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { contact } from '../../src/content/site/contact';
import { contactThankYou } from '../../src/content/site/contactThankYou';
import { fieldMessages } from '../../src/features/contactForm/submission';
import { visitWithoutScripts } from './support';

/**
 * The contact form without JavaScript: a native form that posts to /api/contact. A valid one
 * lands on the thank-you page with the lead stored and its mail in the outbox; one the server
 * refuses comes back as the contact page with every entry kept, a summary that links to each
 * answer to fix, and the error beside its field.
 */
const dataDir = 'test-results/.data';
const source = '/contact?ref=cta&from=%2Fmodules&label=build-my-stack&stack=SignalOS%2CLeadSync';
const { labels } = contact.form;

function storedLead(email: string): Record<string, string> | undefined {
  const lines = readFileSync(join(dataDir, 'leads.jsonl'), 'utf8').split('\n').filter(Boolean);
  return lines.map((line) => JSON.parse(line)).find((lead) => lead.email === email);
}

async function fillForm(page: Page, email: string, fullName = 'Selin Demir') {
  await page.getByRole('textbox', { name: labels.fullName }).fill(fullName);
  await page.getByRole('textbox', { name: labels.email }).fill(email);
  await page.getByRole('textbox', { name: labels.company }).fill('Atlas Home Goods');
  // Without JavaScript the Role field is the browser's own select.
  await page.getByRole('combobox', { name: labels.role }).selectOption({ label: 'CMO' });
  await page
    .getByRole('textbox', { name: labels.challenge })
    .fill('We are launching in Germany in spring and need a pipeline before the trade fair.');
  await page.getByText('WhatsApp', { exact: true }).click();
}

const send = (page: Page) => page.getByRole('button', { name: contact.form.submit }).click();

for (const width of [390, 1280]) {
  test.describe(`contact form without JavaScript at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a valid form: the thank-you page, the lead stored with its source, mail in the outbox', async ({
      page,
    }) => {
      const email = `selin.${width}.${Date.now()}@atlas-home.example`;
      await visitWithoutScripts(page, source);
      await fillForm(page, email);
      await Promise.all([page.waitForURL('**/contact/thank-you'), send(page)]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactThankYou.title);
      await expect(page.getByText(contactThankYou.lead)).toBeVisible();
      await expect(page).toHaveTitle(/^Message sent/);

      const lead = storedLead(email);
      expect(lead).toMatchObject({
        fullName: 'Selin Demir',
        company: 'Atlas Home Goods',
        role: 'cmo',
        contactPreference: 'whatsapp',
        ref: 'cta',
        sourcePath: '/modules',
        sourceLabel: 'build-my-stack',
        stack: 'SignalOS,LeadSync',
      });
      expect(lead!.page_url).toContain(source);
      expect(lead!.userAgent).toContain('Chrome');
      const outbox = readdirSync(join(dataDir, 'outbox')).filter((name) =>
        name.includes(lead!.id!),
      );
      expect(outbox.sort()).toEqual([
        expect.stringMatching(/-autoresponder\.eml$/),
        expect.stringMatching(/-notification\.eml$/),
      ]);
    });

    test('refused by the server: the page again with every entry, a summary and the error at its field', async ({
      page,
    }) => {
      const email = `selin.refused.${width}.${Date.now()}@atlas-home.example`;
      await visitWithoutScripts(page, source);
      // Spaces pass the browser's required check; the server's rule (trimmed) refuses them.
      await fillForm(page, email, '   ');
      const [response] = await Promise.all([
        page.waitForResponse((res) => res.url().endsWith('/api/contact')),
        send(page),
      ]);
      expect(response.status()).toBe(400);
      await expect(page).toHaveTitle(/^Error: Contact/);

      const summary = page.getByRole('alert').filter({ hasText: contact.refusal.heading });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([fieldMessages.fullName]);

      // Every entry as it was sent, the source kept in the hidden inputs.
      await expect(page.getByRole('textbox', { name: labels.email })).toHaveValue(email);
      await expect(page.getByRole('textbox', { name: labels.company })).toHaveValue(
        'Atlas Home Goods',
      );
      await expect(page.getByRole('combobox', { name: labels.role })).toHaveValue('cmo');
      await expect(page.getByRole('textbox', { name: labels.challenge })).toHaveValue(
        /launching in Germany/,
      );
      await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
      await expect(page.locator('input[name="sourceLabel"]')).toHaveValue('build-my-stack');

      // The summary's link goes to the field, whose error is beside it.
      await summary.getByRole('link').click();
      expect(new URL(page.url()).hash).toBe('#contact-full-name');
      const fullName = page.getByRole('textbox', { name: labels.fullName });
      await expect(fullName).toHaveAccessibleDescription(fieldMessages.fullName);
      expect(storedLead(email)).toBeUndefined();

      // Fixed and sent again: the lead arrives.
      await fullName.fill('Selin Demir');
      await Promise.all([page.waitForURL('**/contact/thank-you'), send(page)]);
      expect(storedLead(email)).toMatchObject({ fullName: 'Selin Demir', role: 'cmo' });
    });

    test('the browser checks required fields itself before anything is sent', async ({ page }) => {
      await visitWithoutScripts(page, '/contact');
      let posted = false;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/contact')) posted = true;
      });
      await send(page);
      await expect(page.getByRole('textbox', { name: labels.fullName })).toBeFocused();
      expect(
        await page
          .getByRole('combobox', { name: labels.role })
          .evaluate((select: HTMLSelectElement) => select.validity.valueMissing),
      ).toBe(true);
      expect(posted).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/contact');
    });
  });
}
