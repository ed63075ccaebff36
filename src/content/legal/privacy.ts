/**
 * The privacy notice (/privacy): what this website collects, why, for how long, who receives it,
 * transfers, rights and how to use them. Every fact is read from the site's code: the contact
 * form's fields (src/content/site/contact.ts, src/features/contactForm), the attribution sent
 * with a lead (src/site/contactLink.ts, src/site/campaignParams.ts), the call-to-action records
 * and tag-layer events (src/platform/analytics), the consent record (src/features/consent) and
 * what the server stores and logs (server/contact.ts, server/analytics.ts, server/logger.ts,
 * server/rateLimit.ts). The server deletes nothing by itself: the retention periods below are
 * the agency's policy, carried out by its quarterly review.
 */

import { contactPreferenceOptions } from '../../features/contactForm/submission';
import { contact } from '../site/contact';
import { link, list, mailto, paragraph } from './blocks';
import { controllerAddress, officeCities, privacyContact } from './contacts';
import { legalLabels } from './labels';
import { cookiesPath, privacyPath, termsPath } from './paths';
import type { LegalDocument } from './types';

const labels = contact.form.labels;
const preferences = new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(
  contactPreferenceOptions.map((option) => option.label),
);

/** The ICO's complaint page and helpline. */
export const icoComplaints = {
  label: 'ico.org.uk/make-a-complaint',
  href: 'https://ico.org.uk/make-a-complaint/',
  phone: '0303 123 1113',
} as const;

export const privacyNotice: LegalDocument = {
  meta: {
    title: 'Privacy notice',
    description:
      'What the Response website collects about you, why, how long we keep it, who receives it and how to use your rights under UK data protection law.',
  },
  path: privacyPath,
  hero: {
    eyebrow: legalLabels.eyebrow,
    title: 'Privacy notice',
    lead: 'What this website collects about you, why, how long we keep it, who else sees it, and how to use your rights under UK data protection law.',
  },
  lastUpdated: '2026-11-27',
  trail: [
    { name: legalLabels.home, path: '/' },
    { name: 'Privacy notice', path: privacyPath },
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        paragraph(
          'Response (“we”, “us”) runs this website and decides how the personal data it collects is used: in the words of UK data protection law, we are the controller. Our headquarters are in London:',
        ),
        { kind: 'address', lines: controllerAddress },
        paragraph([
          'For anything about your data, write to ',
          mailto(privacyContact.email),
          '. We have not appointed a data protection officer; a member of our leadership team is responsible for privacy and reads that address.',
        ]),
        paragraph([
          'This notice covers the website only. How we use data in work for clients is set out in each client agreement; how the site stores things in your browser is in our ',
          link('cookie policy', cookiesPath),
          '.',
        ]),
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        paragraph('When you send the contact form, we receive:'),
        list(
          {
            term: 'Your answers.',
            detail: `${labels.fullName}, ${labels.email}, ${labels.company}, ${labels.role}, ${labels.challenge} and your ${labels.contactPreference} (${preferences}).`,
          },
          {
            term: 'Where you came from.',
            detail:
              'If you reached the form from a button on our site, the link carries three values that the form sends with your answers: that it was a call to action (ref), the page it was on (from) and the button’s words (label). If you chose modules in Build My Stack, their names come too.',
          },
          {
            term: 'The address of the contact page as you opened it.',
            detail:
              'If you arrived from an advert or a newsletter, it can hold campaign tags (utm_source, utm_campaign and the other utm_ tags) and the click identifiers that ad and e-mail platforms add, such as gclid (Google Ads), fbclid (Meta), msclkid (Microsoft Advertising) or li_fat_id (LinkedIn).',
          },
          {
            term: 'The time you sent it and your browser’s user-agent string',
            detail:
              '(its name, version and operating system). If your browser does not run JavaScript, the form sends the same answers and your browser’s own headers stand in for the page address and the user-agent string.',
          },
        ),
        paragraph(
          'When you click a call to action (Book a Strategy Session, Contact and the like), your browser sends our server a short record: which button, the path of the page, where on the page it sits and the time. It holds no name, no e-mail address and no identifier, and our server does not store your IP address with it.',
        ),
        paragraph(
          'While you use a page, it keeps a list of events in your browser for Google’s tag (the “data layer”): the lists and items you view, the searches and filters you use, the files you download, the videos you play, the calls to action you click and the fact that an enquiry was sent, with the button it came from and your contact preference, never your answers. Nothing but Google Analytics reads that list, and the list is gone when you leave the page.',
        ),
        paragraph([
          'Your cookie choice and your colour theme are kept in your browser, not sent to us: we keep no copy of your choice on our server, and Google’s tag on the page is told of it. They, and the other items the site stores in your browser, are listed in our ',
          link('cookie policy', cookiesPath),
          '.',
        ]),
        paragraph(
          'Our web server keeps no log of visits. When a request fails, it records the time, the method and the address asked for (including any campaign tags in it), so that we can fix the fault. To stop floods of messages and requests, it counts requests per IP address in its memory: over ten minutes for the contact form, over ten seconds for pages. Those counts are never written down and are forgotten when the time is up or the server restarts. Our hosting provider may keep its own connection logs, with IP addresses, to protect its network.',
        ),
        paragraph(
          'Google Analytics, only if it is switched on for the site and you allow analytics cookies: Google’s tag then sets cookies with a random ID for your browser and records the pages you view, the events above, your device and browser and your approximate location, worked out from your IP address, which Google Analytics does not store. Its script loads on every page so that it can hear your choice. Until you allow analytics it sets and reads no cookies: what it sends Google then (that a page was viewed, and that consent was not given) carries no cookie or ID for your browser.',
        ),
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use it',
      blocks: [
        paragraph(
          'UK data protection law asks us to name a lawful basis for each use. Ours are these:',
        ),
        list(
          {
            term: 'To answer your enquiry:',
            detail:
              'your answers go to our team in an e-mail notification, and you get an automatic reply confirming that we received them. The basis is our legitimate interest in replying to the businesses that write to us and, where you ask about working with us, steps you asked us to take before a contract.',
          },
          {
            term: 'To learn which pages lead to enquiries:',
            detail:
              'the source of your enquiry and the call-to-action records. The basis is our legitimate interest in improving the site and our marketing; the records carry nothing that identifies you.',
          },
          {
            term: 'To keep the site working and secure:',
            detail:
              'the error records, the request counts and the storage the site needs to work. The basis is our legitimate interest in a site that works and is not abused.',
          },
          {
            term: 'To measure how the site is used with Google Analytics:',
            detail:
              'your consent, which you can withdraw at any time with Cookie settings at the bottom of every page.',
          },
          {
            term: 'If you become a client:',
            detail:
              'the contract with you, and the law, which requires us to keep business and tax records.',
          },
        ),
        paragraph(
          'We make no decisions about you by automated means alone, and we never sell your data or use it for anyone else’s marketing.',
        ),
      ],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'How long we keep it',
      blocks: [
        list(
          {
            term: 'Enquiries:',
            detail:
              '24 months after our last contact with you. That covers your stored answers and their source, the copies of the notification and the automatic reply, and the notification in our inbox. If you become a client, we keep them for the length of our agreement and six years after it, as UK tax and limitation rules require.',
          },
          {
            term: 'Call-to-action records:',
            detail: '24 months. They hold nothing that identifies you.',
          },
          {
            term: 'Error records:',
            detail: '30 days.',
          },
          {
            term: 'Request counts:',
            detail: 'in the server’s memory only, for ten minutes at most.',
          },
          {
            term: 'Google Analytics:',
            detail:
              '14 months for the events it records (the retention setting of our Analytics property); its cookies last up to two years unless you clear them or withdraw your consent.',
          },
          {
            term: 'Your cookie choice and colour theme:',
            detail: 'in your browser, until you clear them.',
          },
        ),
        paragraph(
          'Our web server does not delete enquiries by itself. Every quarter we review what it holds and delete the enquiries, copies and records that have passed their time.',
        ),
      ],
    },
    {
      id: 'who-receives-it',
      heading: 'Who receives it',
      blocks: [
        list(
          {
            term: 'Our team.',
            detail: `The strategists who answer enquiries, and the people who support them, in ${officeCities}.`,
          },
          {
            term: 'Our hosting provider,',
            detail: 'which runs our web server and stores the enquiries and records on it.',
          },
          {
            term: 'Our e-mail provider,',
            detail:
              'which delivers the notification to our team and the automatic reply to you, and keeps our inbox.',
          },
          {
            term: 'Google,',
            detail:
              'for Google Analytics, and only if you allow analytics cookies (Google Ireland Limited, with Google LLC in the United States).',
          },
          {
            term: 'Advisers and authorities:',
            detail:
              'our lawyers and accountants when they need it to advise us, and a regulator, court or the police when the law requires it.',
          },
        ),
        paragraph(
          'Our hosting, e-mail and analytics providers act on our instructions under contracts that oblige them to keep your data secure and to use it for nothing else.',
        ),
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International transfers',
      blocks: [
        paragraph(
          `Our team works from ${officeCities}, so a strategist outside the UK may read your enquiry, and our providers may store or process data outside it.`,
        ),
        paragraph(
          'The UK recognises the protection of some countries as adequate. It has not done so for Turkey or the United Arab Emirates, and for the United States only for companies certified under the UK Extension to the EU-US Data Privacy Framework. For every other transfer we use the Information Commissioner’s International Data Transfer Agreement, or the UK Addendum to the EU standard contractual clauses, between our offices and with our providers. Google transfers Analytics data to the United States under the same safeguards.',
        ),
        paragraph([
          'To see the safeguards for a transfer, write to ',
          mailto(privacyContact.email),
          '.',
        ]),
      ],
    },
    {
      id: 'how-we-protect-it',
      heading: 'How we protect it',
      blocks: [
        paragraph(
          'The site is served over HTTPS, so what you send it travels encrypted. Stored enquiries are in a file that only the web server’s own account can read, and only the people who answer enquiries, and those who run the server, can reach them. The contact form refuses a flood of messages from one address, so that it cannot be used to send our automatic reply to strangers.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        paragraph('Under UK data protection law you can ask us:'),
        list(
          { term: 'Access:', detail: 'for a copy of the data we hold about you.' },
          { term: 'Rectification:', detail: 'to correct data that is wrong or incomplete.' },
          {
            term: 'Erasure:',
            detail: 'to delete your data where we have no good reason to keep it.',
          },
          {
            term: 'Restriction:',
            detail: 'to stop using your data, other than to store it, while a question is settled.',
          },
          {
            term: 'Objection:',
            detail:
              'to stop a use based on our legitimate interests, unless our reasons outweigh yours; we always stop direct marketing when asked.',
          },
          {
            term: 'Portability:',
            detail:
              'for the answers you gave us, in a common machine-readable format, or to send them to another organisation.',
          },
          {
            term: 'Withdraw consent:',
            detail:
              'at any time, where we rely on it (Google Analytics), with Cookie settings at the bottom of every page. Withdrawing does not undo what was done before.',
          },
          {
            term: 'Complain:',
            detail:
              'to the Information Commissioner’s Office (ICO), the UK’s data protection regulator.',
          },
        ),
      ],
    },
    {
      id: 'using-your-rights',
      heading: 'Using your rights and complaints',
      blocks: [
        paragraph(['E-mail ', mailto(privacyContact.email), ' or write to us at:']),
        { kind: 'address', lines: controllerAddress },
        paragraph(
          'Using your rights is free. We answer within one month, and tell you within that month if a complex request needs up to two more. We may ask you to confirm who you are before we share or change anything.',
        ),
        paragraph([
          'If you are unhappy with how we handle your data or your request, you can complain to the ICO at ',
          { label: icoComplaints.label, href: icoComplaints.href },
          ` or on ${icoComplaints.phone}. You do not have to come to us first, but we would welcome the chance to put things right.`,
        ]),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      blocks: [
        paragraph([
          'We update this notice when the site changes what it collects or how we use it. The date at the top says when it last changed. The rules for using the site are in our ',
          link('terms of use', termsPath),
          '.',
        ]),
      ],
    },
  ],
  footerNote:
    'This notice is our working draft, written in plain English from how the site actually works; our lawyers review it before it is final, and its wording may change when they do.',
};
