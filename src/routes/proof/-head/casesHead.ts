/**
 * The head of the case studies list: the page as a collection of the eight cases,
 * with its breadcrumb trail. A case page's are in `caseHead.ts`.
 */

import { caseList } from '../../../content/proof/caseList';
import { casePath, casesPage } from '../../../content/proof/casePages';
import { proofAreaNames, proofTrails } from '../../../content/proof/proof';
import { canonicalUrl } from '../../../site/canonicalUrl';
import type { PageMeta } from '../../../site/metadata';
import { breadcrumbList, collectionPage } from '../../../site/structuredData';

export function casesHead(): PageMeta {
  const { meta, path } = casesPage;
  return {
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
  };
}
