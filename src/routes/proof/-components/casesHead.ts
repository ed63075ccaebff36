/**
 * Head tags of the case studies list (doc 2 §5): the page as a collection of the eight cases,
 * with its breadcrumb trail. A case page's are in `caseHead.ts`.
 */

import { caseList } from '../../../content/caseList';
import { casePath, casesPage } from '../../../content/cases';
import { proofAreaNames, proofTrails } from '../../../content/proof';
import { canonicalUrl, pageHead } from '../../../site/metadata';
import { breadcrumbList, collectionPage } from '../../../site/structuredData';

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
        caseList.map((study) => ({
          name: `${study.brand}: ${study.title}`,
          url: canonicalUrl(casePath(study.slug)),
        })),
      ),
    ],
  });
}
