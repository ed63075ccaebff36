import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { insightsPaths } from '../../content/insights/insights';
import { filterArticles, knownTagSlugs, tagNotes } from '../../features/insights/articleMatch';
import {
  type ArticleSearch,
  articleSearchDefaults,
  articleSearchSchema,
  articlesHref,
  maxSearchLength,
} from '../../features/insights/articleSearchParams';
import { useFreshData } from '../../features/insights/useFreshData';
import { ArticlesPage } from '../../pages/ArticlesPage/ArticlesPage';
import { useSearchBoxText } from '../../platform/navigation/useSearchBoxText';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import { firstSearchString } from '../../site/searchParams';

/**
 * /insights/articles: the articles from the content service, filtered by typed search
 * params (`search`, `pillar`, `subfilter`, `tags`, `sort`; src/features/insights/
 * articleSearchParams.ts). The URL is the single source of truth: reload, Back and a shared link
 * show the same view; defaults are not written.
 */
export const Route = createFileRoute('/insights/articles')({
  validateSearch: articleSearchSchema,
  search: { middlewares: [stripSearchParams(articleSearchDefaults)] },
  loader: async ({ context, location }) => {
    // A list rendered on the server carries no post bodies (the browser asks again after
    // hydrating), unless the page was asked for with a search text that needs them; a load in
    // the browser (a client-side visit) takes them at once. Where it runs is the bundle's own
    // fact (as readOn.ts says it at run time), so the page needs no module for it.
    const searched = firstSearchString((location.search as Record<string, unknown>).search);
    const [{ loadArticlesList }, { articlesHead }] = await Promise.all([
      insightsData(),
      import('./-head/insightsHead'),
    ]);
    const data = await loadArticlesList(context, {
      withSearchText: !import.meta.env.SSR || searched.trim() !== '',
    });
    return { ...data, head: await loadPageHead(articlesHead(data.entries)) };
  },
  head: loaderHead,
  pendingMs: 200,
  pendingMinMs: 400,
  pendingComponent: ArticlesLoading,
  component: ArticlesRoute,
});

/**
 * The content client and the post reader: needed by a load (a client-side visit, the refresh
 * after hydrating), not to show and filter the prerendered list, so not part of the page (nor
 * is the head builder, which only a load needs).
 */
const insightsData = () => import('../../features/insights/insightsData');

const reloadInBrowser = async () =>
  (await insightsData()).loadArticlesList({}, { withSearchText: true });

function ArticlesRoute() {
  const loaded = Route.useLoaderData();
  const list = useFreshData(loaded, useCallback(reloadInBrowser, []));
  const search = Route.useSearch();
  const navigate = Route.useNavigate();

  const [query, typed] = useSearchBoxText(search.search);

  function change(next: ArticleSearch, { replace }: { replace: boolean }) {
    const text = next.search.slice(0, maxSearchLength);
    typed(text);
    void navigate({ search: { ...next, search: text }, replace, resetScroll: false });
  }

  const current = { ...search, search: query };
  const selectedTags = knownTagSlugs(current, list.tags);
  return (
    <ArticlesPage
      state={list.state}
      total={list.entries.length}
      articles={filterArticles(list.entries, current, selectedTags)}
      tags={list.tags}
      search={current}
      selectedTags={selectedTags}
      onSearchChange={change}
      hrefFor={articlesHref}
      path={insightsPaths.articles}
      retryPath={articlesHref(search)}
      tagNotes={tagNotes(current, list.tags, list.entries)}
    />
  );
}

/** While the list loads after a client-side navigation: six skeleton cards. */
function ArticlesLoading() {
  return (
    <ArticlesPage
      state="loading"
      total={0}
      articles={[]}
      tags={[]}
      search={articleSearchDefaults}
      selectedTags={[]}
      onSearchChange={() => undefined}
      hrefFor={articlesHref}
      path={insightsPaths.articles}
      retryPath={insightsPaths.articles}
    />
  );
}
