import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { generalInquiries, offices } from '../../src/content/company/offices';
import { contact } from '../../src/content/site/contact';
import { contactThankYou } from '../../src/content/site/contactThankYou';
import { fieldMessages } from '../../src/features/contactForm/submission';
import { holdChunk, holdEntryScript, seededConsent, visit } from '../support/site';

/** The e2e server's data directory (playwright.config.ts). */
const dataDir = 'test-results/.data';

const form = (page: Page) => page.getByRole('form', { name: contact.form.heading });
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name });
const roleSelect = (page: Page) => form(page).getByRole('button', { name: /Role$/ });
const preferences = (page: Page) =>
  form(page).getByRole('radiogroup', { name: 'Contact Preference' });
const preference = (page: Page, name: string) => preferences(page).getByRole('radio', { name });
/** Choose a preference as a visitor does: by its visible label. */
const choosePreference = (page: Page, name: string) =>
  preferences(page).locator('label').filter({ hasText: name }).click();
const hidden = (page: Page, name: string) => page.locator(`input[type="hidden"][name="${name}"]`);
const sendButton = (page: Page) => form(page).getByRole('button', { name: 'Send Message' });
/** The form's polite summary of a refused submission, for screen readers. */
const errorSummary = (page: Page) => form(page).getByRole('status');
const toastText = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

/** The spec's failure toast, with the info address. */
const failureToast = (page: Page) =>
  toastText(
    page,
    `There was an error sending your message. Please try again or email us directly at ${generalInquiries.email}`,
  );
/** The generate_lead events pushed so far. */
const leadEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry) => (entry as { event?: string }).event === 'generate_lead',
    ),
  );

/** A unique, valid visitor, so parallel workers never read each other's leads. */
function visitor() {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    fullName: 'Amelia Hart',
    email: `amelia.${id}@northwind.example`,
    company: 'Northwind Outdoor',
    challenge: `Paid social costs rose 40% while conversion fell (${id}).`,
  };
}

async function fillForm(page: Page, entries: ReturnType<typeof visitor>, role = 'VP of Marketing') {
  await field(page, 'Full Name').fill(entries.fullName);
  await field(page, 'Business Email').fill(entries.email);
  await field(page, 'Company').fill(entries.company);
  await roleSelect(page).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await field(page, 'Biggest Growth Challenge').fill(entries.challenge);
}

test.describe('contact page', () => {
  test('opened directly: Contact Us and Schedule a Call, empty source, three offices', async ({
    page,
  }) => {
    await visit(page, '/contact');
    await expect(page).toHaveTitle('Contact | Response');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.hero.title);
    await expect(page.getByRole('button', { name: 'Contact Us', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule a Call' })).toBeVisible();
    await expect(page.getByText("You're here from:")).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue Conversation' })).toHaveCount(0);
    for (const name of ['ref', 'sourcePath', 'sourceLabel']) {
      await expect(hidden(page, name)).toHaveValue('');
    }
    await expect(preference(page, 'Email')).toBeChecked();
    await expect(field(page, 'Biggest Growth Challenge')).toHaveAttribute('rows', '4');
    await expect(field(page, 'Business Email')).toHaveAttribute('type', 'email');

    const officeSection = page.getByRole('region', { name: 'Our offices' });
    await expect(officeSection.getByRole('heading', { level: 3 })).toHaveText(
      offices.map((office) => office.city),
    );
    for (const office of offices) {
      await expect(officeSection.getByRole('link', { name: office.phone.display })).toHaveAttribute(
        'href',
        office.phone.href,
      );
      await expect(officeSection.getByRole('link', { name: office.email })).toHaveAttribute(
        'href',
        `mailto:${office.email}`,
      );
      const map = officeSection.getByRole('link', {
        name: new RegExp(`^View on Map for the ${office.city} office \\(opens in a new tab\\)$`),
      });
      await expect(map).toHaveAttribute('href', office.mapLink);
      await expect(map).toHaveAttribute('target', '_blank');
      await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The office cards replace the shell's Global Offices strip on this page.
    await expect(page.getByRole('region', { name: 'Global Offices' })).toHaveCount(0);
  });

  test('from a call to action: the source, Continue Conversation, the title and hidden inputs', async ({
    page,
  }) => {
    const response = await visit(
      page,
      '/contact?ref=cta&from=%2Fservices&label=book-a-strategy-session',
    );
    // The server renders the page for this URL, so crawlers and link previews get it too.
    const html = await response!.text();
    expect(html).toContain('<title>Contact - Book a Strategy Session | Response</title>');
    expect(html).toContain('book-a-strategy-session');
    await expect(page).toHaveTitle('Contact - Book a Strategy Session | Response');
    // The call to action's own text, never its code (issue 38); the code goes with the lead.
    await expect(page.getByText("You're here from:")).toHaveText(
      "You're here from: Book a Strategy Session",
    );
    await expect(page.getByRole('button', { name: 'Continue Conversation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact Us', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Schedule a Call' })).toHaveCount(0);
    await expect(hidden(page, 'ref')).toHaveValue('cta');
    await expect(hidden(page, 'sourcePath')).toHaveValue('/services');
    await expect(hidden(page, 'sourceLabel')).toHaveValue('book-a-strategy-session');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.response.example/contact',
    );

    await page.getByRole('button', { name: 'Continue Conversation' }).click();
    await expect(field(page, 'Full Name')).toBeFocused();
  });

  test('odd query values fall back: off-site from dropped, lists take the first, long text cut', async ({
    page,
  }) => {
    const long = 'x'.repeat(500);
    await visit(
      page,
      `/contact?ref=cta&ref=other&from=https://evil.example/&label=${long}&unknown=1`,
    );
    await expect(hidden(page, 'ref')).toHaveValue('cta');
    await expect(hidden(page, 'sourcePath')).toHaveValue('');
    await expect(hidden(page, 'sourceLabel')).toHaveValue('x'.repeat(200));
    await expect(page.getByRole('button', { name: 'Continue Conversation' })).toBeVisible();
  });

  test('an empty submission sends nothing, marks the required fields and focuses the first', async ({
    page,
  }) => {
    await visit(page, '/contact');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true;
    });
    await sendButton(page).click();
    await expect(field(page, 'Full Name')).toBeFocused();
    for (const name of ['Full Name', 'Business Email', 'Company', 'Biggest Growth Challenge']) {
      await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
      // The browser's message is shown next to the field and linked to it.
      const describedBy = await field(page, name).getAttribute('aria-describedby');
      expect(describedBy, `${name} is described by its error`).toBeTruthy();
    }
    await expect(
      form(page)
        .getByText(/fill (in|out) this field/i)
        .first(),
    ).toBeVisible();
    await expect(form(page).getByText(/select an item in the list/i)).toBeVisible();
    // Screen readers hear the focused field's error, then which fields to fix.
    await expect(errorSummary(page)).toHaveText(
      'Please check 5 fields: Full Name, Business Email, Company, Role, Biggest Growth Challenge.',
    );
    expect(posted).toBe(false);
  });

  test('only the role missing: focus goes to the Select button, and the summary names it', async ({
    page,
  }) => {
    await visit(page, '/contact');
    const entries = visitor();
    await field(page, 'Full Name').fill(entries.fullName);
    await field(page, 'Business Email').fill(entries.email);
    await field(page, 'Company').fill(entries.company);
    await field(page, 'Biggest Growth Challenge').fill(entries.challenge);
    await sendButton(page).click();
    await expect(roleSelect(page)).toBeFocused();
    await expect(form(page).getByText(/select an item in the list/i)).toBeVisible();
    await expect(errorSummary(page)).toHaveText('Please check 1 field: Role.');
  });

  test("the server's field errors: shown at their fields, announced, focus on the first in page order, entries kept", async ({
    page,
  }) => {
    await visit(page, '/contact');
    const entries = visitor();
    await fillForm(page, entries);
    // Errors the browser's checks cannot know, listed by the server in its own order.
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          errors: {
            challenge: 'Please describe your challenge in at least a few words.',
            role: 'Please choose one of the listed roles.',
          },
        }),
      }),
    );
    await sendButton(page).click();
    await expect(failureToast(page)).toBeVisible();
    await expect(roleSelect(page)).toBeFocused();
    await expect(form(page).getByText('Please choose one of the listed roles.')).toBeVisible();
    await expect(
      form(page).getByText('Please describe your challenge in at least a few words.'),
    ).toBeVisible();
    await expect(errorSummary(page)).toHaveText(
      'Please check 2 fields: Role, Biggest Growth Challenge.',
    );
    await expect(field(page, 'Biggest Growth Challenge')).toHaveValue(entries.challenge);
    // Changing a refused field clears its server error.
    await field(page, 'Biggest Growth Challenge').fill(`${entries.challenge} More detail.`);
    await expect(
      form(page).getByText('Please describe your challenge in at least a few words.'),
    ).toHaveCount(0);
  });

  test('an invalid e-mail address is refused by the browser check, next to the field', async ({
    page,
  }) => {
    await visit(page, '/contact');
    const entries = { ...visitor(), email: 'amelia.at.northwind' };
    await fillForm(page, entries);
    await sendButton(page).click();
    await expect(field(page, 'Business Email')).toBeFocused();
    await expect(field(page, 'Business Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByText(/include an '@'/i)).toBeVisible();
    await expect(field(page, 'Full Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a wrong e-mail typed last and sent by mouse: one click shows it, fixing it clears it, one click sends', async ({
    page,
  }) => {
    // The page's clock, moved on below instead of waiting (time runs as usual until then).
    await page.clock.install();
    await visit(page, '/contact');
    const entries = visitor();
    await fillForm(page, { ...entries, email: '' });
    // The e-mail is the field the visitor leaves for the Send button: the press must not blur it
    // into showing its error first, which would move the button away from under the pointer.
    await field(page, 'Business Email').fill('amelia@');
    await sendButton(page).click();
    await expect(field(page, 'Business Email')).toBeFocused();
    await expect(form(page).getByText(/following '@'/i)).toBeVisible();
    // The error goes as soon as the address is right, before the visitor reaches for Send again.
    await field(page, 'Business Email').pressSequentially('northwind.example');
    await expect(field(page, 'Business Email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByText(/following '@'/i)).toHaveCount(0);
    await sendButton(page).click();
    await expect(toastText(page, contact.toasts.success)).toBeVisible();
    await expect(field(page, 'Business Email')).toHaveValue('');
    await expect(field(page, 'Business Email')).not.toHaveAttribute('aria-invalid', 'true');
    // The contact page's toasts last 5 s, not the default 2 s of a success.
    await page.clock.runFor(3500);
    await expect(toastText(page, contact.toasts.success)).toBeVisible();
  });

  test('a valid submission: loading toast, thank-you toast, cleared form, stored lead and outbox', async ({
    page,
  }) => {
    await visit(page, '/contact?ref=cta&from=%2Fmodules&label=build-my-stack');
    const entries = visitor();
    await fillForm(page, entries);
    await choosePreference(page, 'WhatsApp');
    // Hold the request until the loading toast has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const answer = page.waitForResponse('**/api/contact');
    await sendButton(page).click();
    await expect(toastText(page, contact.toasts.sending)).toBeVisible();
    release();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await expect(toastText(page, contact.toasts.success)).toBeVisible();
    await expect(toastText(page, contact.toasts.sending)).toHaveCount(0);

    for (const name of ['Full Name', 'Business Email', 'Company', 'Biggest Growth Challenge']) {
      await expect(field(page, name)).toHaveValue('');
    }
    await expect(roleSelect(page)).toContainText('Select your role');
    await expect(preference(page, 'Email')).toBeChecked();

    expect(await leadEvents(page)).toEqual([
      expect.objectContaining({
        event: 'generate_lead',
        lead_type: 'website_contact',
        currency: 'GBP',
      }),
    ]);

    // The lead is on disk before the answer, with the whole submission record.
    const leads = readFileSync(join(dataDir, 'leads.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, string>);
    const lead = leads.find((record) => record.id === id);
    expect(lead).toMatchObject({
      fullName: entries.fullName,
      email: entries.email,
      company: entries.company,
      role: 'vp-marketing',
      challenge: entries.challenge,
      contactPreference: 'whatsapp',
      sourceLabel: 'build-my-stack',
      sourcePath: '/modules',
      ref: 'cta',
    });
    expect(lead?.page_url).toContain('/contact?');
    expect(Date.parse(lead?.timestamp ?? '')).not.toBeNaN();
    expect(lead?.userAgent).toBeTruthy();

    const outbox = readdirSync(join(dataDir, 'outbox')).filter((name) => name.includes(id));
    expect(outbox.sort()).toEqual([
      expect.stringMatching(/-autoresponder\.eml$/),
      expect.stringMatching(/-notification\.eml$/),
    ]);
    const notification = readFileSync(
      join(dataDir, 'outbox', outbox.find((name) => name.endsWith('-notification.eml'))!),
      'utf8',
    );
    expect(notification).toContain(`To: ${generalInquiries.email}`);
    expect(notification).toContain(`Subject: New Contact Form Submission - ${entries.fullName}`);
    const autoresponder = readFileSync(
      join(dataDir, 'outbox', outbox.find((name) => name.endsWith('-autoresponder.eml'))!),
      'utf8',
    );
    expect(autoresponder).toContain(`To: ${entries.fullName} <${entries.email}>`);
    expect(autoresponder).toContain('Subject: We received your message');
  });

  test('when the API fails: the error toast with the address, and every entry kept', async ({
    page,
  }) => {
    await visit(page, '/contact');
    const entries = visitor();
    await fillForm(page, entries, 'Founder');
    await choosePreference(page, 'Phone');
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await sendButton(page).click();
    await expect(failureToast(page)).toBeVisible();
    await expect(field(page, 'Full Name')).toHaveValue(entries.fullName);
    await expect(field(page, 'Business Email')).toHaveValue(entries.email);
    await expect(field(page, 'Company')).toHaveValue(entries.company);
    await expect(roleSelect(page)).toContainText('Founder');
    await expect(field(page, 'Biggest Growth Challenge')).toHaveValue(entries.challenge);
    await expect(preference(page, 'Phone')).toBeChecked();
    expect(await leadEvents(page)).toEqual([]);
  });

  for (const status of [500, 429]) {
    test(`a ${status} answer is a failure too: entries kept`, async ({ page }) => {
      await visit(page, '/contact');
      const entries = visitor();
      await fillForm(page, entries);
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status,
          contentType: 'application/json',
          body: '{"success":false,"error":"x"}',
        }),
      );
      await sendButton(page).click();
      await expect(failureToast(page)).toBeVisible();
      await expect(field(page, 'Full Name')).toHaveValue(entries.fullName);
      expect(await leadEvents(page)).toEqual([]);
    });
  }

  test('keyboard only: fill every field, choose a role and a preference, send with Enter', async ({
    page,
  }) => {
    await visit(page, '/contact');
    const entries = visitor();
    await page.getByRole('button', { name: 'Contact Us', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(field(page, 'Full Name')).toBeFocused();
    // Text goes in as typed input in one step (a key event per character made this test the
    // slowest of the suite on a busy machine); every move between controls is a key press.
    await page.keyboard.insertText(entries.fullName);
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(entries.email);
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(entries.company);
    await page.keyboard.press('Tab');
    await expect(roleSelect(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(roleSelect(page)).not.toContainText('Select your role');
    // The list closes and focus returns to the select, where the visitor sees it before moving
    // on (on a busy machine a Tab sent before that reached the closing list: CI caught it).
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(roleSelect(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(field(page, 'Biggest Growth Challenge')).toBeFocused();
    await page.keyboard.insertText(entries.challenge);
    await page.keyboard.press('Tab');
    await expect(preference(page, 'Email')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(preference(page, 'WhatsApp')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(sendButton(page)).toBeFocused();
    const answer = page.waitForResponse('**/api/contact');
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(201);
    await expect(toastText(page, contact.toasts.success)).toBeVisible();
  });

  test("typing on while React Aria's fields arrive loses no key: focus, caret and text stay", async ({
    page,
  }) => {
    // The fields are the browser's own until the visitor comes to the form. Their React Aria
    // chunk is held until the visitor is typing, then arrives mid-word on a slowed CPU.
    const chunk = await holdChunk(page, /\/AriaTextField-[^/]+\.js$/);
    await visit(page, '/contact', { enhance: false });
    const name = field(page, 'Full Name');
    await expect(name).not.toHaveAttribute('data-rac');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await name.focus();
    await page.keyboard.type('Amelia H');
    const served = chunk.release();
    await page.keyboard.type('art', { delay: 15 });
    await served;
    await expect(name).toHaveAttribute('data-rac');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('Amelia Hart');
    // The caret stayed where the visitor was typing: five keys back is after the first name.
    for (let key = 0; key < 5; key += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('-Smith');
    await expect(name).toHaveValue('Amelia-Smith Hart');
  });

  test("sent before React Aria's fields arrive: the browser's refusal is shown at each field once they do", async ({
    page,
  }) => {
    const chunk = await holdChunk(page, /\/AriaTextField-[^/]+\.js$/);
    await visit(page, '/contact', { enhance: false });
    await field(page, 'Company').fill('Northwind Outdoor');
    // The browser's own check refuses the empty name and e-mail (its bubble, on the native field).
    await sendButton(page).click();
    await expect(field(page, 'Full Name')).not.toHaveAttribute('data-rac');
    await chunk.release();
    await expect(field(page, 'Full Name')).toHaveAttribute('data-rac');
    // React Aria's fields show what the bubble said, under each field, and the first has focus.
    for (const name of ['Full Name', 'Business Email']) {
      await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, name)).toHaveAccessibleDescription(/fill (in|out) this field/i);
    }
    await expect(field(page, 'Company')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Full Name')).toBeFocused();
  });

  test("the role refused before React Aria's select arrives: its message, and focus on its button", async ({
    page,
  }) => {
    const chunk = await holdChunk(page, /\/AriaSelect-[^/]+\.js$/);
    await visit(page, '/contact', { enhance: false });
    const entries = visitor();
    await field(page, 'Full Name').fill(entries.fullName);
    await field(page, 'Business Email').fill(entries.email);
    await field(page, 'Company').fill(entries.company);
    await field(page, 'Biggest Growth Challenge').fill(entries.challenge);
    // Only the role is missing: the browser refuses the native select.
    await sendButton(page).click();
    await chunk.release();
    await expect(roleSelect(page)).toBeFocused();
    await expect(form(page).getByText(/select an item in the list/i)).toBeVisible();
    await expect(errorSummary(page)).toHaveText('Please check 1 field: Role.');
  });

  test("a preference chosen with the arrows as React Aria's group arrives keeps choice and focus", async ({
    page,
  }) => {
    const chunk = await holdChunk(page, /\/AriaRadioGroup-[^/]+\.js$/);
    await visit(page, '/contact', { enhance: false });
    await preference(page, 'Email').focus();
    // The browser's radios: an arrow moves the choice.
    await page.keyboard.press('ArrowRight');
    await expect(preference(page, 'WhatsApp')).toBeChecked();
    await chunk.release();
    await expect(preferences(page)).toHaveAttribute('data-rac');
    await expect(preference(page, 'WhatsApp')).toBeFocused();
    await expect(preference(page, 'WhatsApp')).toBeChecked();
    // React Aria's group now: the next arrow moves on from there.
    await page.keyboard.press('ArrowRight');
    await expect(preference(page, 'Phone')).toBeChecked();
    await expect(preference(page, 'Phone')).toBeFocused();
  });

  test('Schedule a Call picks Phone and takes the visitor to the form', async ({ page }) => {
    await visit(page, '/contact');
    await page.getByRole('button', { name: 'Schedule a Call' }).click();
    await expect(preference(page, 'Phone')).toBeChecked();
    await expect(field(page, 'Full Name')).toBeFocused();
  });

  test('small screens: the fixed Contact bar takes the visitor to the form', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/contact');
    const bar = page.locator('[data-contact-bar]');
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeCloseTo(844, 0);
    await page.mouse.wheel(0, 2000);
    await expect(bar).toBeInViewport();
    await bar.getByRole('button', { name: 'Contact' }).click();
    await expect(field(page, 'Full Name')).toBeFocused();
    await expect(field(page, 'Full Name')).toBeInViewport();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
  });
});

/** The stored lead of a visitor, found by their unique e-mail address. */
function storedLead(email: string): Record<string, string> | undefined {
  return readFileSync(join(dataDir, 'leads.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .find((lead) => lead.email === email);
}

/**
 * Send pressed before the page's script has run (a slow phone, a script that did not arrive):
 * the form is a real form that posts to the same endpoint, so nothing is lost.
 */
test.describe('contact form before hydration', () => {
  async function openHeld(page: Page, path: string) {
    const entry = await holdEntryScript(page);
    await page.addInitScript(
      (value) => localStorage.setItem('cookie-consent', value),
      seededConsent,
    );
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('footer')).toBeAttached();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    return entry;
  }

  /** The form as the prerendered HTML offers it: the Role field is the browser's own select. */
  async function fillNative(page: Page, entries: ReturnType<typeof visitor>) {
    await page.getByRole('textbox', { name: 'Full Name' }).fill(entries.fullName);
    await page.getByRole('textbox', { name: 'Business Email' }).fill(entries.email);
    await page.getByRole('textbox', { name: 'Company' }).fill(entries.company);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('growth-lead');
    await page.getByRole('textbox', { name: 'Biggest Growth Challenge' }).fill(entries.challenge);
  }

  test('a valid form is posted by the browser: thank-you page, lead stored', async ({ page }) => {
    const entries = visitor();
    await openHeld(page, '/contact?ref=cta&from=%2Fservices&label=book-a-strategy-session');
    await fillNative(page, entries);
    await Promise.all([
      // The thank-you page's own entry script is held too: it never reaches 'load'.
      page.waitForURL('**/contact/thank-you', { waitUntil: 'commit' }),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactThankYou.title);
    expect(storedLead(entries.email)).toMatchObject({
      fullName: entries.fullName,
      role: 'growth-lead',
      sourceLabel: 'book-a-strategy-session',
      sourcePath: '/services',
    });
  });

  test('refused by the server: the page hydrates at /contact with the entries, then sends with JavaScript', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The refusal is a page with status 400: Chromium logs that for the document itself.
      if (message.type() === 'error' && !message.text().includes('status of 400')) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const entries = visitor();
    const path = '/contact?ref=cta&from=%2Fmodules&label=build-my-stack&stack=SignalOS';
    const entry = await openHeld(page, path);
    await fillNative(page, { ...entries, fullName: '   ' });
    const [answer] = await Promise.all([
      page.waitForResponse('**/api/contact'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(answer.status()).toBe(400);
    // The answer names the page it is: the address bar shows the contact page of the visit.
    await expect(page).toHaveURL(path);
    await entry.release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    const summary = page.getByRole('alert').filter({ hasText: contact.refusal.heading });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([fieldMessages.fullName]);
    await expect(field(page, 'Business Email')).toHaveValue(entries.email);
    // Until the visitor comes to the form, the role is still the native select, with the entry.
    await expect(form(page).getByRole('combobox', { name: /Role/ })).toHaveValue('growth-lead');
    await expect(field(page, 'Full Name')).toHaveAccessibleDescription(fieldMessages.fullName);
    await expect(hidden(page, 'stack')).toHaveValue('SignalOS');

    // The summary's link puts the cursor in the field; fixed, the form sends as usual.
    await summary.getByRole('link').click();
    await expect(field(page, 'Full Name')).toBeFocused();
    await field(page, 'Full Name').fill(entries.fullName);
    // Focus in the form brought React Aria's select, which kept the entry.
    await expect(roleSelect(page)).toContainText('Growth Lead');
    const sent = page.waitForResponse('**/api/contact');
    await sendButton(page).click();
    expect((await sent).status()).toBe(201);
    await expect(toastText(page, contact.toasts.success)).toBeVisible();
    await expect(summary).toHaveCount(0);
    expect(storedLead(entries.email)).toMatchObject({
      fullName: entries.fullName,
      role: 'growth-lead',
      stack: 'SignalOS',
      sourceLabel: 'build-my-stack',
    });
    expect(errors).toEqual([]);
  });
});
