/** The head of /proof/testimonials: the testimonials as a collection, with the breadcrumb trail. */
import { proofAreaNames, proofTrails } from '../../../content/proof/proof';
import { testimonials, testimonialsPage } from '../../../content/proof/testimonials';
import type { PageMeta } from '../../../site/metadata';
import { breadcrumbList, collectionPage } from '../../../site/structuredData';

export function testimonialsHead(): PageMeta {
  const { meta, path } = testimonialsPage;
  return {
    ...meta,
    path,
    structuredData: [
      breadcrumbList(proofTrails.area(proofAreaNames.testimonials, path)),
      collectionPage(
        meta.title,
        meta.description,
        path,
        testimonials.map((item) => ({ name: `${item.name}, ${item.title}, ${item.company}` })),
      ),
    ],
  };
}
