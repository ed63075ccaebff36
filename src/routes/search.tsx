import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchEvent } from '../features/search/searchEvent';
import { searchHref } from '../features/search/searchHref';
import {
  maxSearchQuery,
  searchPath,
  siteSearchDefaults,
  siteSearchSchema,
} from '../features/search/siteSearchParams';
import { SearchPage } from '../pages/SearchPage/SearchPage';
import { useSearchBoxText } from '../platform/navigation/useSearchBoxText';
import { loaderHead } from '../site/loaderHead';

/**
 * /search: the whole site searched (`?q=attribution`, one area whole with `&area=jobs`). The
 * loader reads the index (src/features/search/searchPageData.ts): the server's for a page it
 * renders, the browser's own copy, fetched the first time a visitor searches, after that. Typing
 * searches once the visitor pauses, replacing the history entry; Enter searches at once.
 */
export const Route = createFileRoute('/search')({
  validateSearch: siteSearchSchema,
  search: { middlewares: [stripSearchParams(siteSearchDefaults)] },
  loaderDeps: ({ search }) => ({ q: search.q, area: search.area }),
  loader: async ({ context, deps }) => {
    const { loadSearchPage } = await import('../features/search/searchPageData');
    return loadSearchPage(context, deps);
  },
  head: loaderHead,
  component: SearchRoute,
});

/** How long typing pauses before the page searches. */
const typingPause = 200;

function SearchRoute() {
  const { query: searched, outcome, unavailable } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const [query, typed] = useSearchBoxText(search.q);
  const searching = Route.useMatch({ select: (match) => match.isFetching !== false });
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);

  const go = useCallback(
    (q: string, replace: boolean) => {
      clearTimeout(pause.current);
      void navigate({ search: { q, area: '' }, replace, resetScroll: false });
    },
    [navigate],
  );

  function change(next: string) {
    const q = next.slice(0, maxSearchQuery);
    typed(q);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => go(q, true), typingPause);
  }

  useSearchEvent(outcome);
  // Come by the header's search link or `/` (`#search`, src/content/site/searchEntry.ts): the
  // caret goes to the box (on a first load the page's entry script has put it there already).
  useEffect(() => {
    if (window.location.hash === '#search') {
      document.querySelector<HTMLElement>(`form[action="${searchPath}"] input`)?.focus();
    }
  }, []);

  return (
    <SearchPage
      query={query}
      searched={searched}
      outcome={outcome}
      unavailable={unavailable}
      searching={searching && query.trim() !== ''}
      onQueryChange={change}
      onSubmit={(q) => {
        typed(q);
        go(q.slice(0, maxSearchQuery), false);
      }}
      hrefFor={searchHref}
    />
  );
}
