/**
 * The head of a case page: an Article titled '{brand}: {title}', described by its
 * challenge and approach, with its breadcrumb trail. Apart from the list's (`casesHead.ts`), so a
 * case page's chunk holds none of the other cases.
 */
import { type CaseStudy, casePath } from '../../../content/proof/casePages';
import { proofTrails } from '../../../content/proof/proof';
import { canonicalUrl } from '../../../site/canonicalUrl';
import type { PageMeta } from '../../../site/metadata';
import { breadcrumbList, organizationRef, websiteRef } from '../../../site/structuredData';

/** A case page: '{brand}: {title}', challenge and approach as the description, an Article. */
export function caseHead(study: CaseStudy): PageMeta {
  const path = casePath(study.slug);
  const headline = `${study.brand}: ${study.title}`;
  const description = `${study.challenge} ${study.approach}`;
  return {
    title: headline,
    description,
    path,
    type: 'article',
    structuredData: [
      breadcrumbList(proofTrails.caseStudy(study.brand, path)),
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline,
        description: study.primaryClaim,
        url: canonicalUrl(path),
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl(path) },
        inLanguage: 'en',
        isPartOf: websiteRef,
        author: organizationRef,
        publisher: organizationRef,
        articleSection: 'Case Studies',
        about: { '@type': 'Thing', name: study.industry },
        keywords: study.tags.join(', '),
      },
    ],
  };
}
