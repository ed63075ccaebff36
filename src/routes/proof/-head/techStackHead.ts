/** The head of /proof/tech-stack: the tools as a collection, with the breadcrumb trail. */
import { proofAreaNames, proofTrails } from '../../../content/proof/proof';
import { techStackPage } from '../../../content/proof/techStackPage';
import { tools } from '../../../content/proof/tools';
import type { PageMeta } from '../../../site/metadata';
import { breadcrumbList, collectionPage } from '../../../site/structuredData';

export function techStackHead(): PageMeta {
  const { meta, path } = techStackPage;
  return {
    ...meta,
    path,
    structuredData: [
      breadcrumbList(proofTrails.area(proofAreaNames.techStack, path)),
      collectionPage(
        meta.title,
        meta.description,
        path,
        tools.map((tool) => ({ name: tool.name })),
      ),
    ],
  };
}
