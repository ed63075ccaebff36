/** The head of /proof/awards: the awards as a collection, and the agency's awards. */
import { awards } from '../../../content/proof/awards';
import { awardsPage } from '../../../content/proof/awardsPage';
import { proofAreaNames, proofTrails } from '../../../content/proof/proof';
import { site } from '../../../site/config';
import type { PageMeta } from '../../../site/metadata';
import { breadcrumbList, collectionPage, organizationRef } from '../../../site/structuredData';

export function awardsHead(): PageMeta {
  const { meta, path } = awardsPage;
  const names = awards.map((award) => `${award.title} ${award.year}: ${award.badge}`);
  return {
    ...meta,
    path,
    structuredData: [
      breadcrumbList(proofTrails.area(proofAreaNames.awards, path)),
      {
        ...collectionPage(
          meta.title,
          meta.description,
          path,
          names.map((name) => ({ name })),
        ),
        about: { ...organizationRef, award: names, url: site.origin },
      },
    ],
  };
}
