import { createFileRoute } from '@tanstack/react-router';
import { faq, homeMeta } from '../content/home';
import { generalInquiries } from '../content/offices';
import { socialLinks } from '../content/social';
import { HomePage } from '../sections/HomePage/HomePage';
import { site } from '../site/config';
import { loaderHead, type PageMeta } from '../site/metadata';
import { faqPage } from '../site/structuredData';

const organizationId = `${site.origin}/#organization`;

/** Organization and WebSite JSON-LD: who the agency is and where it lives online. */
const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': organizationId,
  name: site.brand,
  url: site.origin,
  logo: `${site.origin}/favicon.svg`,
  sameAs: socialLinks.map((link) => link.href),
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'sales',
    email: generalInquiries.email,
    availableLanguage: ['English', 'Turkish'],
  },
};

const website = {
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  '@id': `${site.origin}/#website`,
  name: site.brand,
  url: site.origin,
  inLanguage: 'en',
  publisher: { '@id': organizationId },
};

export const Route = createFileRoute('/')({
  // Built in the loader, which is code-split with the page: the content the head tags need
  // (structured data) then ships with the page, not in the entry bundle.
  loader: () => ({
    head: {
      title: homeMeta.title,
      description: homeMeta.description,
      path: '/',
      structuredData: [organization, website, faqPage(faq.items)],
    } satisfies PageMeta,
  }),
  head: loaderHead,
  component: HomePage,
});
