import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadServicePage, serviceTrail } from '../../content/services/details';
import { isServiceSlug } from '../../content/services/paths';
import { NotFoundPage } from '../../pages/NotFoundPage/NotFoundPage';
import { ServicePage } from '../../pages/ServicePage/ServicePage';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import { serviceHead } from './-head/serviceHead';

/**
 * /services/{slug}: the seven service pages, all prerendered. Any other
 * slug under /services is the site's not-found page, with status 404 from the server.
 */
export const Route = createFileRoute('/services/$slug')({
  staticData: {
    // Only the build asks (scripts/build/prerender.mjs, through the SSR bundle).
    prerender: import.meta.env.SSR
      ? async () =>
          (await import('../../content/services/paths')).serviceSlugs.map((slug) => ({ slug }))
      : undefined,
  },
  loader: async ({ params }) => {
    if (!isServiceSlug(params.slug)) {
      // The not-found words load only for an unknown slug, not with every page of the route.
      const { pageNotFoundMeta } = await import('../-head/pageNotFoundHead');
      throw notFound({ data: { head: await loadPageHead(pageNotFoundMeta()) } });
    }
    const data = await loadServicePage(params.slug);
    return { ...data, trail: serviceTrail(data), head: await loadPageHead(serviceHead(data)) };
  },
  head: loaderHead,
  notFoundComponent: NotFoundPage,
  component: ServiceRoute,
});

function ServiceRoute() {
  const { card, page, disclaimer, trail } = Route.useLoaderData();
  return <ServicePage card={card} page={page} disclaimer={disclaimer} trail={trail} />;
}
