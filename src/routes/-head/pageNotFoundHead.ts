import { notFound } from '../../content/site/notFound';
import type { PageMeta } from '../../site/metadata';

/**
 * The head of the site's not-found page ('Page Not Found', not indexed): an unknown route, and
 * an unknown slug under a route whose pages have no not-found page of their own (services,
 * topics). Light: it ships with routes' inline `head`.
 */
export function pageNotFoundMeta(): PageMeta {
  return {
    title: notFound.meta.title,
    description: notFound.meta.description,
    path: '/404',
    noindex: true,
  };
}
