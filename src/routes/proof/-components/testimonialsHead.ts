/** Head tags of /proof/testimonials (doc 2 §5). */
import { proofAreaNames, proofTrails } from '../../../content/proof';
import { testimonials, testimonialsPage } from '../../../content/testimonials';
import { pageHead } from '../../../site/metadata';
import { breadcrumbList, collectionPage } from '../../../site/structuredData';

export function testimonialsHead() {
  const { meta, path } = testimonialsPage;
  return pageHead({
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
  });
}
