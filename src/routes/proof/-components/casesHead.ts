/**
 * Head tags of the case studies (doc 2 §5): the list as a collection, each case as an Article
 * titled '{brand}: {title}' and described by its challenge and approach.
 */
import { type CaseStudy, casePath, caseStudies, casesPage } from '../../../content/cases';
import { proofAreaNames, proofTrails } from '../../../content/proof';
import { canonicalUrl, pageHead } from '../../../site/metadata';
import {
  breadcrumbList,
  collectionPage,
  organizationRef,
  websiteRef,
} from '../../../site/structuredData';

export function casesHead() {
  const { meta, path } = casesPage;
  return pageHead({
    ...meta,
    path,
    structuredData: [
      breadcrumbList(proofTrails.area(proofAreaNames.cases, path)),
      collectionPage(
        meta.title,
        meta.description,
        path,
        caseStudies.map((study) => ({
          name: `${study.brand}: ${study.title}`,
          url: canonicalUrl(casePath(study.slug)),
        })),
      ),
    ],
  });
}

/** A case page: '{brand}: {title}', challenge and approach as the description, an Article. */

/** A case page: '{brand}: {title}', challenge and approach as the description, an Article. */
export function caseHead(study: CaseStudy) {
  const path = casePath(study.slug);
  const headline = `${study.brand}: ${study.title}`;
  const description = `${study.challenge} ${study.approach}`;
  return pageHead({
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
  });
}
