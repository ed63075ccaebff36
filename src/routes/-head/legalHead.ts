import type { LegalDocument } from '../../content/legal/types';
import type { PageMeta } from '../../site/metadata';
import { breadcrumbList, webPage } from '../../site/structuredData';

/**
 * The head of a legal page (privacy notice, cookie policy, terms of use): a WebPage with the
 * date its text last changed, and its BreadcrumbList.
 */
export function legalHead(document: LegalDocument): PageMeta {
  const { meta, path } = document;
  return {
    ...meta,
    path,
    structuredData: [
      webPage(
        'WebPage',
        { name: meta.title, description: meta.description, path },
        { dateModified: document.lastUpdated },
      ),
      breadcrumbList(document.trail),
    ],
  };
}
