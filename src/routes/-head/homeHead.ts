/**
 * The home page's head: its description and its structured data, the agency
 * (Organization), the site (WebSite) and the FAQ (FAQPage). Built in the route's loader, which a
 * prerendered page does not run: its head is in its HTML.
 */

import { generalInquiries } from '../../content/company/offices';
import { socialLinks } from '../../content/company/social';
import { faq, homeMeta } from '../../content/site/home';
import { site } from '../../site/config';
import type { PageMeta } from '../../site/metadata';
import { faqPage, organizationRef, websiteRef } from '../../site/structuredData';

/** Organization and WebSite JSON-LD: who the agency is and where it lives online. */
const organization = {
  '@context': 'https://schema.org',
  ...organizationRef,
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
  ...websiteRef,
  name: site.brand,
  inLanguage: 'en',
  publisher: { '@id': organizationRef['@id'] },
};

export function homeHead(): PageMeta {
  return {
    title: homeMeta.title,
    description: homeMeta.description,
    path: '/',
    structuredData: [organization, website, faqPage(faq.items)],
  };
}
