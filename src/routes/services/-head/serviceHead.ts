/**
 * The head of a service page: title (the service's name), description, canonical and social cards,
 * and structured data: the Service (provided by the agency), its FAQPage and the breadcrumb
 * trail. Built in the route's loader, so the service's words are code-split with the page.
 */
import { type ServicePageData, serviceTrail } from '../../../content/services/details';
import { servicePath } from '../../../content/services/paths';
import { serviceNames } from '../../../content/services/serviceNames';
import { canonicalUrl } from '../../../site/canonicalUrl';
import type { PageMeta } from '../../../site/metadata';
import { breadcrumbList, faqPage, organizationRef } from '../../../site/structuredData';

/** The agency works from four offices for clients in 90+ countries. */
const areaServed = 'Worldwide';

export function serviceHead(data: ServicePageData): PageMeta {
  const { card, page } = data;
  const path = servicePath(page.slug);
  return {
    // The service's one name; `pageTitle` adds the brand: 'CMO & Team Training | Response'.
    title: serviceNames[page.slug],
    description: page.meta.description,
    path,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        '@id': `${canonicalUrl(path)}#service`,
        name: card.title,
        description: card.description,
        serviceType: page.serviceType,
        url: canonicalUrl(path),
        provider: organizationRef,
        areaServed,
        audience: { '@type': 'BusinessAudience', audienceType: 'Marketing and growth leaders' },
      },
      faqPage(page.faq),
      breadcrumbList(serviceTrail(data)),
    ],
  };
}
