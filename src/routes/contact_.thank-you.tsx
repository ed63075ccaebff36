import { createFileRoute } from '@tanstack/react-router';
import { contactThankYou } from '../content/site/contactThankYou';
import { ContactThankYouPage } from '../pages/ContactThankYouPage/ContactThankYouPage';
import { loaderHead, loadPageHead } from '../site/loaderHead';
import type { PageMeta } from '../site/metadata';
import { breadcrumbList } from '../site/structuredData';

/**
 * /contact/thank-you: the answer to a contact form the browser sent itself (server/contact.ts
 * redirects here with 303 See Other once the lead is stored). Not for search engines: noindex,
 * and so not in the sitemap.
 */
export const Route = createFileRoute('/contact_/thank-you')({
  loader: async () => ({
    head: await loadPageHead({
      title: contactThankYou.meta.title,
      description: contactThankYou.meta.description,
      path: '/contact/thank-you',
      noindex: true,
      structuredData: [
        breadcrumbList([
          { name: 'Home', path: '/' },
          { name: 'Contact', path: '/contact' },
          { name: contactThankYou.meta.title, path: '/contact/thank-you' },
        ]),
      ],
    } satisfies PageMeta),
  }),
  head: loaderHead,
  component: ContactThankYouPage,
});
