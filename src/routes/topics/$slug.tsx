import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadTopicPage, topicTrail } from '../../content/topics/details';
import { isTopicSlug } from '../../content/topics/paths';
import { NotFoundPage } from '../../pages/NotFoundPage/NotFoundPage';
import { TopicPage } from '../../pages/TopicPage/TopicPage';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import { topicHead } from './-head/topicsHead';

/**
 * /topics/{slug}: the four topic guides, all prerendered. Any other slug is
 * the site's not-found page, with status 404 from the server.
 */
export const Route = createFileRoute('/topics/$slug')({
  staticData: {
    // Only the build asks (scripts/build/prerender.mjs, through the SSR bundle).
    prerender: import.meta.env.SSR
      ? async () =>
          (await import('../../content/topics/paths')).topicSlugs.map((slug) => ({ slug }))
      : undefined,
  },
  loader: async ({ params }) => {
    if (!isTopicSlug(params.slug)) {
      // The not-found words load only for an unknown slug, not with every page of the route.
      const { pageNotFoundMeta } = await import('../-head/pageNotFoundHead');
      throw notFound({ data: { head: await loadPageHead(pageNotFoundMeta()) } });
    }
    const data = await loadTopicPage(params.slug);
    return { ...data, trail: topicTrail(data), head: await loadPageHead(topicHead(data)) };
  },
  head: loaderHead,
  notFoundComponent: NotFoundPage,
  component: TopicRoute,
});

function TopicRoute() {
  const data = Route.useLoaderData();
  return <TopicPage {...data} />;
}
