import { generalInquiries, offices } from '../../content/company/offices';
import { contact } from '../../content/site/contact';
import { contactSourceName } from '../../features/contactForm/sourceName';
import { canonicalUrl } from '../../site/canonicalUrl';
import { site } from '../../site/config';
import type { PageMeta } from '../../site/metadata';

/**
 * The contact page's title: 'Contact', plus the name of the visit's source when it is one of ours
 * (the call to action's own text, else the page it was on: src/features/contactForm/sourceName.ts),
 * as the hero says it. An unknown label adds nothing: a crafted link cannot put its words in the
 * title (a browser tab, the history, a bookmark). The raw values still go with the lead.
 */
export function contactTitle(source: { label: string; from: string }): string {
  const name = contactSourceName(source);
  return name ? `${contact.meta.title} - ${name}` : contact.meta.title;
}

/**
 * The head of /contact: the title follows the visit's known source through the
 * metadata rules (brand suffix, 60 characters); canonical is always /contact. ContactPage
 * JSON-LD names the agency's contact point and every office. `refused`: the page answers a
 * form post the server refused.
 */
export function contactHead(source: { label: string; from: string }, refused = false): PageMeta {
  const contactPage = {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name: `Contact ${site.brand}`,
    url: canonicalUrl('/contact'),
    description: contact.meta.description,
    mainEntity: {
      '@type': 'Organization',
      '@id': `${site.origin}/#organization`,
      name: site.brand,
      url: site.origin,
      email: generalInquiries.email,
      contactPoint: offices.map((office) => ({
        '@type': 'ContactPoint',
        contactType: 'sales',
        areaServed: 'Worldwide',
        availableLanguage: ['English', 'Turkish'],
        telephone: office.phone.href.replace(/^tel:/, ''),
        email: office.email,
      })),
      location: offices.map((office) => ({
        '@type': 'Place',
        name: `${site.brand} ${office.city}`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: office.address[0],
          addressLocality: office.city,
          addressCountry: office.countryCode,
        },
      })),
    },
  };
  return {
    // A refused form post: the title says so first, as the first thing a screen reader reads.
    title: refused
      ? `${contact.refusal.titlePrefix} ${contactTitle(source)}`
      : contactTitle(source),
    description: contact.meta.description,
    path: '/contact',
    structuredData: [contactPage],
  };
}
