/**
 * The cookie policy (/cookies): every cookie and storage key the site sets, read from the code.
 * The keys are the code's own constants, imported, so the table cannot drift from what the site
 * stores; tests/unit/storageKeys.test.ts scans src/ and server/ for storage the table does not
 * list, and the other way round.
 *
 * - `cookie-consent` (CONSENT_STORAGE_KEY, src/features/consent/consentRecord.ts) and `theme`
 *   (THEME_STORAGE_KEY, src/platform/theme/themePreference.ts): the site's own localStorage.
 * - The router's (TanStack Router, src/router.tsx): its scroll positions for Back and Forward
 *   (`storageKey` of @tanstack/router-core) and, after a failed download of part of the site,
 *   the one-reload guard of code-split routes (`routerReloadKeyPrefix`).
 * - Google Analytics' cookies, set by Google's tag only after analytics consent, and only when a
 *   measurement id is configured (src/site/analytics.ts).
 */
import { storageKey as routerScrollStorageKey } from '@tanstack/router-core';
import { CONSENT_STORAGE_KEY } from '../../features/consent/consentRecord';
import { THEME_STORAGE_KEY } from '../../platform/theme/themePreference';
import { measurementId } from '../../site/analytics';
import { link, list, mailto, paragraph } from './blocks';
import { privacyContact } from './contacts';
import { legalLabels } from './labels';
import { cookiesPath, privacyPath } from './paths';
import type { LegalDocument, StorageItem } from './types';

/**
 * The start of the key TanStack Router's code-split route components write to sessionStorage
 * before reloading once when a part of the site fails to download (a new version went live
 * mid-visit): `tanstack_router_reload:` and the error's message. Written by the library
 * (lazyRouteComponent), not exported by it; the storage test reads the library to confirm it.
 */
export const routerReloadKeyPrefix = 'tanstack_router_reload:';

/** Google Analytics' second cookie: `_ga_` and the measurement id without its `G-`. */
export const analyticsSessionCookie = `_ga_${measurementId ? measurementId.slice(2) : '<container-id>'}`;

/** Every cookie and storage key, in the table's order: strictly necessary first. */
export const storageItems: ReadonlyArray<StorageItem> = [
  {
    name: CONSENT_STORAGE_KEY,
    type: 'localStorage',
    setBy: 'site',
    purpose:
      'Remembers your answer to the cookie banner (whether you allow analytics and marketing), so that we ask only once and Google’s tag follows your choice on every page.',
    category: 'strictly-necessary',
    lifetime:
      'Until you clear this site’s data in your browser. Changed when you change your choice.',
  },
  {
    name: routerScrollStorageKey,
    type: 'sessionStorage',
    setBy: 'site',
    purpose:
      'Remembers how far down each page you had scrolled, so that Back and Forward return you to the same place.',
    category: 'strictly-necessary',
    lifetime: 'Until you close the tab.',
  },
  {
    name: `${routerReloadKeyPrefix}<error>`,
    type: 'sessionStorage',
    setBy: 'site',
    purpose:
      'Set only if part of a page fails to download, usually because we published a new version during your visit: the page reloads once, and this note stops it reloading again.',
    category: 'strictly-necessary',
    lifetime: 'Until you close the tab.',
  },
  {
    name: THEME_STORAGE_KEY,
    type: 'localStorage',
    setBy: 'site',
    purpose:
      'Remembers the colour theme you chose with the theme switch (light or dark). Set only when you choose one; choosing System removes it.',
    category: 'functional',
    lifetime: 'Until you choose System again or clear this site’s data in your browser.',
  },
  {
    name: '_ga',
    type: 'cookie',
    setBy: 'google',
    purpose:
      'Google Analytics: a random ID that lets it tell visits from the same browser apart from new ones. Set only after you allow analytics cookies.',
    category: 'analytics',
    lifetime: '2 years from your last visit.',
  },
  {
    name: analyticsSessionCookie,
    type: 'cookie',
    setBy: 'google',
    purpose:
      'Google Analytics: keeps count of your visits and the current visit for our Analytics property. Set only after you allow analytics cookies.',
    category: 'analytics',
    lifetime: '2 years from your last visit.',
  },
];

export const cookiePolicy: LegalDocument = {
  meta: {
    title: 'Cookie policy',
    description:
      'Every cookie and piece of browser storage the Response website uses, what each is for, how long it lasts, and how to change your choice at any time.',
  },
  path: cookiesPath,
  hero: {
    eyebrow: legalLabels.eyebrow,
    title: 'Cookie policy',
    lead: 'Every cookie and piece of browser storage this website uses, what each is for and how long it lasts. Analytics cookies are set only after you say yes.',
  },
  lastUpdated: '2026-11-27',
  trail: [
    { name: legalLabels.home, path: '/' },
    { name: 'Cookie policy', path: cookiesPath },
  ],
  sections: [
    {
      id: 'cookies-and-storage',
      heading: 'Cookies and browser storage',
      blocks: [
        paragraph(
          'Cookies are small files a website keeps in your browser. For the little this site keeps itself, it uses your browser’s local storage and session storage instead: they stay in your browser and are never sent to our server. The law (the Privacy and Electronic Communications Regulations) treats all of them alike, so this policy lists every one.',
        ),
        paragraph(
          'Only Google Analytics uses cookies here, and only after you allow analytics cookies in our banner.',
        ),
      ],
    },
    {
      id: 'what-we-store',
      heading: 'What we store',
      blocks: [
        paragraph(
          'Each item, who sets it, why, and how long it stays. A name with <…> in it varies: the part in angle brackets is filled in when it is set.',
        ),
        {
          kind: 'storageTable',
          caption: 'Cookies and storage on this website',
          items: storageItems,
        },
      ],
    },
    {
      id: 'categories',
      heading: 'What the categories mean',
      blocks: [
        list(
          {
            term: 'Strictly necessary:',
            detail:
              'the site needs them to do what you ask of it, such as remembering your cookie choice or returning you to your place on Back. The law lets us set them without asking.',
          },
          {
            term: 'Functional:',
            detail:
              'they remember a choice you made yourself, such as your colour theme, and are set only when you make it. Our banner shows these and the strictly necessary ones together as Functional, which is always on.',
          },
          {
            term: 'Analytics:',
            detail:
              'they tell us how visitors use the site, so that we can improve it. Off until you allow them.',
          },
          {
            term: 'Marketing:',
            detail:
              'none on this site today: we run no advertising tags. Allowing marketing lets Google’s tag use Google’s advertising features if we link our Analytics to Google Ads; before we do, we will list the cookies that adds here.',
          },
        ),
      ],
    },
    {
      id: 'google-analytics',
      heading: 'Google Analytics',
      blocks: [
        paragraph(
          'We use Google Analytics to count visits and see which pages and calls to action are used. Its script loads on every page so that it can hear your choice, but until you allow analytics cookies it sets and reads none, and what it sends Google carries no cookie or ID for your browser.',
        ),
        paragraph([
          'When you allow them, Google sets the two cookies in the table. Google keeps the events it records for 14 months for us, and does not store your IP address. Google explains its cookies in ',
          link(
            'How Google uses cookies',
            'https://policies.google.com/technologies/cookies?hl=en-GB',
          ),
          ', and what we do with the data is in our ',
          link('privacy notice', privacyPath),
          '.',
        ]),
      ],
    },
    {
      id: 'your-choice',
      heading: 'Changing your choice',
      blocks: [
        paragraph(
          'You can change your choice whenever you like, with this button or with Cookie settings at the bottom of every page. Withdrawing consent stops Google’s tag using analytics cookies at once; to remove the ones it has already set, clear them in your browser.',
        ),
        {
          kind: 'cookieSettings',
          label: 'Change cookie settings',
          note: 'The button needs JavaScript. Without JavaScript this site shows no banner, runs no analytics and stores nothing in your browser, so there is no choice to make.',
        },
      ],
    },
    {
      id: 'browser-settings',
      heading: 'Clearing and blocking in your browser',
      blocks: [
        paragraph(
          'Every browser lets you see, clear and block cookies and site data, usually under Settings, then Privacy. If you clear this site’s data, the banner asks for your choice again and the colour theme follows your system’s setting. If you block storage altogether, the site still works: it asks for your choice on every visit and forgets your theme.',
        ),
      ],
    },
    {
      id: 'questions',
      heading: 'Changes and questions',
      blocks: [
        paragraph(
          'We update this policy whenever the site starts or stops storing something. The date at the top says when it last changed.',
        ),
        paragraph(['Questions about cookies or your data: ', mailto(privacyContact.email), '.']),
      ],
    },
  ],
  footerNote:
    'This policy is our working draft, written in plain English; our lawyers review it before it is final, and its wording may change when they do. The names in the table come from the site’s own code, and our tests fail if the site stores anything the table does not list.',
};
