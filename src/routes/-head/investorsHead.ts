import { investorsTrail, meta, relations } from '../../content/company/investors';
import { investorLink } from '../../content/site/navigation';
import type { PageMeta } from '../../site/metadata';
import { breadcrumbList, organizationRef, webPage } from '../../site/structuredData';

/**
 * The head of the Investor Room (/investors): a WebPage about the agency, whose investor
 * relations contact point (the chief executive's office, its e-mail and the London switchboard)
 * is the one the page shows; and its BreadcrumbList.
 */
export function investorsHead(): PageMeta {
  const path = investorLink.href;
  const { contact } = relations;
  return {
    ...meta,
    path,
    structuredData: [
      webPage(
        'WebPage',
        { name: meta.title, description: meta.description, path },
        {
          about: {
            ...organizationRef,
            contactPoint: {
              '@type': 'ContactPoint',
              contactType: 'investor relations',
              email: contact.email,
              telephone: contact.phone.href.replace(/^tel:/, ''),
              availableLanguage: ['English'],
            },
          },
        },
      ),
      breadcrumbList(investorsTrail),
    ],
  };
}
