import { generalInquiries, offices } from '../../content/company/offices';
import { contact } from '../../content/site/contact';
import { labelAsWords } from '../../features/contactForm/contactSearch';
import { site } from '../../site/config';
import { canonicalUrl, type PageMeta } from '../../site/metadata';

/** The contact page's title: 'Contact', plus the source label as words when there is one. */
export function contactTitle(label: string): string {
  const words = labelAsWords(label);
  return words ? `${contact.meta.title} - ${words}` : contact.meta.title;
}

/**
 * The head of /contact: the title follows the visit's source label through the
 * metadata rules (brand suffix, 60 characters); canonical is always /contact. ContactPage
 * JSON-LD names the agency's contact point and its three offices. `refused`: the page answers a
 * form post the server refused.
 */
export function contactHead(label: string, refused = false): PageMeta {
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
        },
      })),
    },
  };
  return {
    // A refused form post: the title says so first, as the first thing a screen reader reads.
    title: refused ? `${contact.refusal.titlePrefix} ${contactTitle(label)}` : contactTitle(label),
    description: contact.meta.description,
    path: '/contact',
    structuredData: [contactPage],
  };
}
