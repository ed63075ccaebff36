import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { offices } from '../../src/content/company/offices';
import { privacyContact } from '../../src/content/legal/contacts';
import { cookiePolicy, storageItems } from '../../src/content/legal/cookies';
import { cookiesPath, legalPaths, privacyPath, termsPath } from '../../src/content/legal/paths';
import { privacyNotice } from '../../src/content/legal/privacy';
import { termsOfUse } from '../../src/content/legal/terms';
import type { LegalDocument } from '../../src/content/legal/types';
import { contact } from '../../src/content/site/contact';
import { legalLinks } from '../../src/content/site/navigation';
import {
  closeConsentBanner,
  getConsentBannerState,
} from '../../src/features/consent/consentBannerStore';
import { LegalPage } from '../../src/pages/LegalPage/LegalPage';
import { ContactForm } from '../../src/sections/ContactForm/ContactForm';
import { CookieBannerPanel } from '../../src/sections/CookieBanner/CookieBannerPanel';
import { scriptOnly } from '../../src/sections/CookieBanner/CookieSettingsButton.css';
import { clickIdParams } from '../../src/site/campaignParams';
import { DESCRIPTION_LIMIT, TITLE_LIMIT, withBrand } from '../../src/site/metadata';
import { collectStrings } from '../support/contentStrings';
import { hydrateWithoutMismatch, serverHtml } from '../support/serverHtml';

/**
 * The legal pages (/privacy, /cookies, /terms): one template, LegalPage, over three documents.
 * Each has one h1, an h2 per section and an 'On this page' list whose links are the sections'
 * ids, in order; the working-draft note is said once, at the end. The contact form and the
 * cookie banner link to them.
 */

const documents: Array<[string, LegalDocument]> = [
  ['privacy notice', privacyNotice],
  ['cookie policy', cookiePolicy],
  ['terms of use', termsOfUse],
];

const headquarters = offices.find((office) => office.headquarters)!;

describe.each(documents)('the %s', (_name, document) => {
  it('has one h1, the hero lead and the date it last changed', () => {
    render(<LegalPage document={document} />);
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1.map((heading) => heading.textContent)).toEqual([document.hero.title]);
    expect(screen.getByText(document.hero.lead)).toBeTruthy();
    expect(screen.getByText(document.hero.eyebrow)).toBeTruthy();
    const time = document.lastUpdated;
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(time))).toBe(false);
    const shown = window.document.querySelector(`time[datetime="${time}"]`);
    expect(shown?.textContent).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(shown?.parentElement?.textContent).toContain('Last updated');
  });

  it('is a region per section, each named by its h2, in order', () => {
    render(<LegalPage document={document} />);
    for (const section of document.sections) {
      const region = screen.getByRole('region', { name: section.heading });
      expect(region.id).toBe(section.id);
      expect(region.getAttribute('tabindex')).toBe('-1');
      const h2 = within(region).getAllByRole('heading', { level: 2 });
      expect(h2.map((heading) => heading.textContent)).toEqual([section.heading]);
    }
    // The page's h2s: 'On this page', then the sections'; nothing deeper or stray.
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['On this page', ...document.sections.map((section) => section.heading)]);
    expect(new Set(document.sections.map((section) => section.id)).size).toBe(
      document.sections.length,
    );
    for (const section of document.sections) expect(section.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it("lists every section in 'On this page', as plain in-page links", () => {
    render(<LegalPage document={document} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      document.sections.map((section) => `#${section.id}`),
    );
    expect(links.map((link) => link.textContent)).toEqual(
      document.sections.map((section) => section.heading),
    );
    for (const link of links) {
      expect(window.document.getElementById(link.getAttribute('href')!.slice(1))).toBeTruthy();
      expect(link.hasAttribute('aria-current')).toBe(false);
    }
  });

  it('says once, in a note at the end, that the text is a working draft', () => {
    const { container } = render(<LegalPage document={document} />);
    const draft = /working draft/gi;
    expect(container.textContent?.match(draft)).toHaveLength(1);
    expect(
      collectStrings(document, 'document').filter(([, text]) => /draft|lawyers review/i.test(text)),
    ).toEqual([['document.footerNote', document.footerNote]]);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe(document.footerNote);
    // The last thing in the text column, after the last section.
    const lastSection = window.document.getElementById(document.sections.at(-1)!.id)!;
    expect(lastSection.nextElementSibling).toBe(note);
    expect(note.nextElementSibling).toBeNull();
  });

  it('has its breadcrumbs, Home then the page, and metadata within the limits', () => {
    render(<LegalPage document={document} />);
    expect(document.trail).toEqual([
      { name: 'Home', path: '/' },
      { name: document.hero.title, path: document.path },
    ]);
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(withBrand(document.meta.title).length).toBeLessThanOrEqual(TITLE_LIMIT);
    expect(document.meta.description.length).toBeGreaterThan(50);
    expect(document.meta.description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
  });

  it('works as server HTML and hydrates it unchanged', async () => {
    const container = serverHtml(<LegalPage document={document} />);
    const anchors = [...container.querySelectorAll('nav a[href^="#"]')];
    expect(anchors.map((anchor) => anchor.getAttribute('href'))).toEqual(
      document.sections.map((section) => `#${section.id}`),
    );
    for (const section of document.sections) {
      expect(container.querySelector(`section#${section.id}`)).toBeTruthy();
    }
    await hydrateWithoutMismatch(container, <LegalPage document={document} />);
  });

  it('is written in real words: no placeholder text, no emoji, no empty strings', () => {
    for (const [path, text] of collectStrings(document, 'document')) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toMatch(/lorem|ipsum|\btodo\b|coming soon|\btbd\b|placeholder/i);
      expect(text, path).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});

describe('the legal documents', () => {
  it('are the pages the footer links to', () => {
    expect(legalLinks.map((link) => link.href).sort()).toEqual([...legalPaths].sort());
    expect(documents.map(([, document]) => document.path).sort()).toEqual(
      [privacyPath, cookiesPath, termsPath].sort(),
    );
  });

  it('link only to pages of the site, mailto: addresses and https sites', () => {
    for (const [, document] of documents) {
      render(<LegalPage document={document} />);
      for (const link of screen.getAllByRole('link')) {
        expect(link.getAttribute('href')).toMatch(/^(#|\/|mailto:[^@\s]+@[^@\s]+$|https:\/\/)/);
      }
      window.document.body.innerHTML = '';
    }
  });
});

describe('the privacy notice', () => {
  it('names the controller at the London headquarters, from the list of offices', () => {
    render(<LegalPage document={privacyNotice} />);
    const region = screen.getByRole('region', { name: 'Who we are' });
    const address = region.querySelector('address')!;
    expect(address.innerHTML.split('<br>')).toEqual(['Response', ...headquarters.address]);
    expect(
      within(region).getByRole('link', { name: privacyContact.email }).getAttribute('href'),
    ).toBe(`mailto:${privacyContact.email}`);
    expect(privacyContact.email).toMatch(/@response\.example$/);
  });

  it("names the contact form's fields by their labels, and the attribution sent with a lead", () => {
    render(<LegalPage document={privacyNotice} />);
    const text = screen.getByRole('region', { name: 'What we collect' }).textContent ?? '';
    const { labels } = contact.form;
    for (const field of [
      labels.fullName,
      labels.email,
      labels.company,
      labels.role,
      labels.challenge,
      labels.contactPreference,
    ]) {
      expect(text).toContain(field);
    }
    for (const param of ['ref', 'from', 'label', 'utm_source', 'utm_campaign']) {
      expect(text).toContain(param);
    }
    const named = ['gclid', 'fbclid', 'msclkid', 'li_fat_id'];
    for (const id of named) {
      expect(text).toContain(id);
      expect(clickIdParams).toContain(id);
    }
  });

  it('lists every right, how to use it and the ICO', () => {
    render(<LegalPage document={privacyNotice} />);
    const rights = screen.getByRole('region', { name: 'Your rights' }).textContent ?? '';
    for (const right of [
      'Access',
      'Rectification',
      'Erasure',
      'Restriction',
      'Objection',
      'Portability',
      'Withdraw consent',
      'Complain',
    ]) {
      expect(rights).toContain(right);
    }
    const using = screen.getByRole('region', { name: 'Using your rights and complaints' });
    expect(
      within(using)
        .getByRole('link', { name: /ico\.org\.uk/ })
        .getAttribute('href'),
    ).toBe('https://ico.org.uk/make-a-complaint/');
    expect(using.querySelector('address')).toBeTruthy();
  });

  it('gives specific retention periods and names every office among the transfers', () => {
    render(<LegalPage document={privacyNotice} />);
    const kept = screen.getByRole('region', { name: 'How long we keep it' }).textContent ?? '';
    expect(kept).toContain('24 months');
    expect(kept).toContain('30 days');
    const transfers =
      screen.getByRole('region', { name: 'International transfers' }).textContent ?? '';
    for (const office of offices) expect(transfers).toContain(office.city);
    for (const country of ['United States', 'Turkey', 'United Arab Emirates']) {
      expect(transfers).toContain(country);
    }
  });
});

describe('the cookie policy', () => {
  afterEach(() => {
    act(() => {
      closeConsentBanner();
    });
  });

  it('shows every cookie and storage key in a captioned table with row and column headers', () => {
    render(<LegalPage document={cookiePolicy} />);
    const table = screen.getByRole('table', { name: 'Cookies and storage on this website' });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((header) => [header.textContent, header.getAttribute('scope')]);
    expect(columns).toEqual([
      ['Name', 'col'],
      ['Type', 'col'],
      ['Purpose', 'col'],
      ['Category', 'col'],
      ['Lifetime', 'col'],
    ]);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((header) => header.querySelector('code')?.textContent)).toEqual(
      storageItems.map((item) => item.name),
    );
    for (const header of rowHeaders) expect(header.getAttribute('scope')).toBe('row');
    expect(within(table).getAllByRole('row')).toHaveLength(storageItems.length + 1);
    // The consent record and the theme, by the code's own names; Google's two after consent.
    expect(storageItems.map((item) => item.name)).toEqual(
      expect.arrayContaining(['cookie-consent', 'theme', '_ga']),
    );
  });

  it("reopens the cookie preferences with 'Change cookie settings', a button shown only with scripts", () => {
    render(<LegalPage document={cookiePolicy} />);
    const region = screen.getByRole('region', { name: 'Changing your choice' });
    const button = within(region).getByRole('button', { name: 'Change cookie settings' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.classList.contains(scriptOnly)).toBe(true);
    expect(region.textContent).toMatch(/Without JavaScript this site shows no banner/);
    act(() => button.click());
    expect(getConsentBannerState()).toMatchObject({
      open: true,
      view: 'preferences',
      openedBy: 'settings',
    });
    expect(closeConsentBanner()).toBe(button);
  });
});

describe('links to the legal pages', () => {
  it("the contact form's privacy line links to the privacy notice, keeping its words", () => {
    render(<ContactForm source={{ ref: '', sourcePath: '', sourceLabel: '' }} />);
    const link = screen.getByRole('link', { name: 'privacy notice' });
    expect(link.getAttribute('href')).toBe(privacyPath);
    const line = link.closest('p')!;
    expect(line.textContent).toBe(
      'We use your details only to answer this enquiry; our privacy notice explains how long we keep them and your rights. Prefer e-mail? Write to info@response.example.',
    );
  });

  it.each(['summary', 'preferences'] as const)(
    'the cookie banner (%s) links to the cookie policy and the privacy notice, after its buttons',
    (view) => {
      const noop = () => {};
      render(
        <CookieBannerPanel
          view={view}
          onAcceptAll={noop}
          onRejectAll={noop}
          onSave={noop}
          onManage={noop}
        />,
      );
      const banner = screen.getByRole('region');
      const cookies = within(banner).getByRole('link', { name: 'cookie policy' });
      const privacy = within(banner).getByRole('link', { name: 'privacy notice' });
      expect(cookies.getAttribute('href')).toBe(cookiesPath);
      expect(privacy.getAttribute('href')).toBe(privacyPath);
      expect(cookies.closest('p')?.textContent).toBe(
        'Every cookie is listed in our cookie policy, and how we use your data in our privacy notice.',
      );
      // The choice comes first in the Tab order: every button before the links.
      const buttons = within(banner).getAllByRole('button');
      const last = buttons.at(-1)!;
      expect(last.compareDocumentPosition(cookies) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );
});
