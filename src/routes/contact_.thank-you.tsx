import { createFileRoute } from '@tanstack/react-router';
import { contact } from '../content/contact';
import { ContactThankYouPage } from '../sections/ContactThankYouPage/ContactThankYouPage';
import { pageHead } from '../site/metadata';
import { breadcrumbList } from '../site/structuredData';

/**
 * /contact/thank-you: the answer to a contact form the browser sent itself (server/contact.ts
 * redirects here with 303 See Other once the lead is stored). Not for search engines: noindex,
 * and so not in the sitemap.
 */
export const Route = createFileRoute('/contact_/thank-you')({
  loader: () => ({
    head: pageHead({
      title: contact.thankYou.meta.title,
      description: contact.thankYou.meta.description,
      path: '/contact/thank-you',
      noindex: true,
      structuredData: [
        breadcrumbList([
          { name: 'Home', path: '/' },
          { name: 'Contact', path: '/contact' },
          { name: contact.thankYou.meta.title, path: '/contact/thank-you' },
        ]),
      ],
    }),
  }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ContactThankYouPage,
});
