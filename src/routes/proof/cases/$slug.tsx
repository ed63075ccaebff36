import { createFileRoute, notFound } from '@tanstack/react-router';
import { caseNotFound } from '../../../content/proof/caseNotFound';
import { CasePage } from '../../../pages/CasePage/CasePage';
import { ListNotFoundPage } from '../../../pages/NotFoundPage/ListNotFoundPage';
import { loaderHead, loadPageHead, notFoundMeta } from '../../../site/loaderHead';
import { caseHead } from '../-head/caseHead';

/**
 * /proof/cases/{slug}: one case study; all eight are prerendered. An unknown
 * slug shows 'Case Study Not Found' with 'Back to Case Studies', not indexed; the
 * server answers it with status 404.
 */
export const Route = createFileRoute('/proof/cases/$slug')({
  staticData: {
    // Only the build asks (scripts/build/prerender.mjs, through the SSR bundle).
    prerender: import.meta.env.SSR
      ? async () =>
          (await import('../../../content/proof/caseDetails')).caseStudies.map(({ slug }) => ({
            slug,
          }))
      : undefined,
  },
  // The cases come with the loader's run: a prerendered case page has its loader data in its
  // HTML and does not load all eight; a client-side visit loads them with the page.
  loader: async ({ params, location }) => {
    const { caseBySlug } = await import('../../../content/proof/caseDetails');
    const study = caseBySlug(params.slug);
    if (!study)
      throw notFound({
        data: { head: await loadPageHead(notFoundMeta(caseNotFound, location.pathname)) },
      });
    return { study, head: await loadPageHead(caseHead(study)) };
  },
  head: loaderHead,
  notFoundComponent: () => <ListNotFoundPage {...caseNotFound} />,
  component: CaseRoute,
});

function CaseRoute() {
  const { study } = Route.useLoaderData();
  return <CasePage study={study} />;
}
