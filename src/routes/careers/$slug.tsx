import { createFileRoute, notFound, useRouterState } from '@tanstack/react-router';
import { findJob } from '../../content/careers';
import { jobNotFound } from '../../content/jobNotFound';
import { JobPage } from '../../sections/JobPage/JobPage';
import { NotFound } from '../../sections/NotFound/NotFound';
import { pageHead } from '../../site/metadata';
import { jobHead } from './-components/careersHead';

/**
 * /careers/{slug}: one job (doc 2 "Job detail"); all ten are prerendered. The five listed roles
 * without details, and any other slug, show 'Job Not Found' with 'Back to All Positions'
 * (doc 2 §8), not indexed; the server answers them with status 404.
 */
export const Route = createFileRoute('/careers/$slug')({
  staticData: {
    // Only the build asks (scripts/prerender.mjs, through the SSR bundle).
    prerender: import.meta.env.SSR
      ? async () => (await import('../../content/careers')).jobDetailSlugs.map((slug) => ({ slug }))
      : undefined,
  },
  loader: ({ params }) => {
    const job = findJob(params.slug);
    if (!job) throw notFound();
    return { ...job, head: jobHead(job.role, job.detail) };
  },
  // Not code split: an unknown job's head reads only the not-found words.
  head: ({ loaderData, match }) =>
    loaderData?.head ??
    pageHead({
      title: jobNotFound.title,
      description: jobNotFound.body,
      path: match.pathname,
      noindex: true,
    }),
  notFoundComponent: JobNotFound,
  component: JobRoute,
});

function JobRoute() {
  const { role, detail } = Route.useLoaderData();
  return <JobPage role={role} detail={detail} />;
}

function JobNotFound() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <NotFound
      key={pathname}
      title={jobNotFound.title}
      message={jobNotFound.body}
      backHomeLabel={jobNotFound.back.label}
      homeHref={jobNotFound.back.href}
      backIcon="back"
    />
  );
}
