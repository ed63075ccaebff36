import { createFileRoute, notFound } from '@tanstack/react-router';
import { jobNotFound } from '../../content/careers/jobNotFound';
import { JobPage } from '../../pages/JobPage/JobPage';
import { ListNotFoundPage } from '../../pages/NotFoundPage/ListNotFoundPage';
import { loaderHead, loadPageHead, notFoundMeta } from '../../site/loaderHead';

/**
 * /careers/{slug}: one job; every listed role has its page, and all are prerendered. Any other
 * slug (a filled role's, once it leaves the list) shows 'Job Not Found' with 'Back to All
 * Positions', not indexed; the server answers it with status 404.
 */
export const Route = createFileRoute('/careers/$slug')({
  staticData: {
    // Only the build asks (scripts/build/prerender.mjs, through the SSR bundle).
    prerender: import.meta.env.SSR
      ? async () =>
          (await import('../../content/careers/jobDetails')).jobDetailSlugs.map((slug) => ({
            slug,
          }))
      : undefined,
  },
  // The descriptions and the head tags' builder (the JobPosting data) come with the loader's run:
  // a prerendered job page has its loader data in its HTML and does not load them; a client-side
  // visit loads them with the page.
  loader: async ({ params, location }) => {
    const [{ findJob }, { jobHead }] = await Promise.all([
      import('../../content/careers/jobDetails'),
      import('./-head/jobHead'),
    ]);
    const job = findJob(params.slug);
    if (!job)
      throw notFound({
        data: { head: await loadPageHead(notFoundMeta(jobNotFound, location.pathname)) },
      });
    return { ...job, head: await loadPageHead(jobHead(job.role, job.detail)) };
  },
  head: loaderHead,
  notFoundComponent: () => <ListNotFoundPage {...jobNotFound} />,
  component: JobRoute,
});

function JobRoute() {
  const { role, detail } = Route.useLoaderData();
  return <JobPage role={role} detail={detail} />;
}
