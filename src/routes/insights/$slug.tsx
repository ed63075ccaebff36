import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ArticleData } from '../../features/insights/articleData';
import { readOn } from '../../features/insights/readOn';
import { useFreshData } from '../../features/insights/useFreshData';
import { ArticlePage } from '../../pages/ArticlePage/ArticlePage';
import { ArticlePageLoading } from '../../pages/ArticlePage/ArticlePageLoading';
import { NotFoundPage } from '../../pages/NotFoundPage/NotFoundPage';
import { campaignSearch } from '../../site/campaignParams';
import { loaderHead, loadPageHead } from '../../site/loaderHead';

/**
 * The loading code, with the sanitiser (DOMPurify, about 10 kB), is imported when a load runs: a
 * visit in the page, or the refresh after a prerendered article has hydrated. A prerendered
 * article shows the body sanitised at the build, and hydrates without it.
 */
const loadArticle: typeof import('../../features/insights/articleData').loadArticle = async (
  ...args
) => (await import('../../features/insights/articleData')).loadArticle(...args);

/**
 * /insights/{slug}: one article from the content service, with its related articles.
 * Every post the service lists is prerendered; one published after the build is rendered by
 * the server on request. A missing post or a failed load is the not-found page: the
 * server answers 404 at the address itself; in the browser the visit is replaced by /404.
 */
export const Route = createFileRoute('/insights/$slug')({
  staticData: {
    // Only the build asks (scripts/build/prerender.mjs, through the SSR bundle): left out of the
    // client, where a dynamic import here would be an entry of its own and split the bundle.
    prerender: import.meta.env.SSR
      ? async (context) =>
          (await import('../../features/insights/insightsData')).articleParams(context)
      : undefined,
  },
  loader: async ({ context, params, location }) => {
    // The head builder comes with a client-side load only (the prerendered page has its head).
    const [data, { articleHead }] = await Promise.all([
      loadArticle(context, params.slug),
      import('./-head/insightsHead'),
    ]);
    if (!data) {
      if (readOn() === 'server') throw notFound();
      throw redirect({
        to: '/$',
        params: { _splat: '404' },
        search: campaignSearch,
        replace: true,
        state: { attemptedPath: location.pathname },
      });
    }
    return { ...data, head: await loadPageHead(articleHead(data.article)) };
  },
  head: loaderHead,
  pendingMs: 200,
  pendingMinMs: 400,
  pendingComponent: ArticlePageLoading,
  notFoundComponent: NotFoundPage,
  component: ArticleRoute,
});

function ArticleRoute() {
  const { slug } = Route.useParams();
  const loaded = Route.useLoaderData();
  const reload = useCallback(
    (): Promise<ArticleData | null> => loadArticle({}, slug, loaded).catch(() => null),
    [slug, loaded],
  );
  const { article, related } = useFreshData(loaded, reload);
  return <ArticlePage article={article} related={related} />;
}
