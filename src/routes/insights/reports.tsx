import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { insightsPaths } from '../../content/insights/insights';
import { maxSearchLength } from '../../features/insights/articleSearchParams';
import { filterReports } from '../../features/insights/reportMatch';
import {
  reportSearchDefaults,
  reportSearchSchema,
} from '../../features/insights/reportSearchParams';
import { useFreshData } from '../../features/insights/useFreshData';
import { ReportsPage } from '../../pages/ReportsPage/ReportsPage';
import { useSearchBoxText } from '../../platform/navigation/useSearchBoxText';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import { stringifyPlainSearch } from '../../site/searchParams';

/**
 * /insights/reports: the reports from the content service, searchable by a typed
 * search param (`search`; the default is not written).
 */
export const Route = createFileRoute('/insights/reports')({
  validateSearch: reportSearchSchema,
  search: { middlewares: [stripSearchParams(reportSearchDefaults)] },
  loader: async ({ context }) => {
    const [{ loadReportsList }, { reportsHead }] = await Promise.all([
      insightsData(),
      import('./-head/insightsHead'),
    ]);
    const data = await loadReportsList(context);
    return { ...data, head: await loadPageHead(reportsHead(data.entries)) };
  },
  head: loaderHead,
  pendingMs: 200,
  pendingMinMs: 400,
  pendingComponent: ReportsLoading,
  component: ReportsRoute,
});

/** The content client and the post reader, with a load only (as on /insights/articles). */
const insightsData = () => import('../../features/insights/insightsData');

const reloadInBrowser = async () => (await insightsData()).loadReportsList({});

function ReportsRoute() {
  const loaded = Route.useLoaderData();
  const list = useFreshData(loaded, useCallback(reloadInBrowser, []));
  const search = Route.useSearch();
  const navigate = Route.useNavigate();

  const [query, typed] = useSearchBoxText(search.search);

  function changeQuery(next: string) {
    const text = next.slice(0, maxSearchLength);
    typed(text);
    void navigate({ search: { search: text }, replace: true, resetScroll: false });
  }

  return (
    <ReportsPage
      state={list.state}
      total={list.entries.length}
      reports={filterReports(list.entries, { search: query })}
      query={query}
      onQueryChange={changeQuery}
      path={insightsPaths.reports}
      retryPath={`${insightsPaths.reports}${stringifyPlainSearch(search.search ? search : {})}`}
    />
  );
}

/** While the list loads after a client-side navigation: six skeleton cards. */
function ReportsLoading() {
  return (
    <ReportsPage
      state="loading"
      total={0}
      reports={[]}
      query=""
      onQueryChange={() => undefined}
      path={insightsPaths.reports}
      retryPath={insightsPaths.reports}
    />
  );
}
