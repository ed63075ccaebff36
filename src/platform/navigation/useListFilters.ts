import { useSearchBoxText } from './useSearchBoxText';

/** What a list route's `navigate` is asked to do (TanStack Router's options, as used here). */
interface FilterNavigation<S> {
  search: (previous: S) => S;
  replace?: boolean;
  resetScroll?: boolean;
}

/**
 * The filters of a list whose state is its route's search params (`q` and chip filters): the
 * search box's text (shown at once, written to the URL replacing the history entry, so typing
 * does not fill the history) and a setter per filter (each choice pushes an entry, so Back
 * undoes it). Neither scrolls the page.
 */
export function useListFilters<S extends { q: string }>(
  search: S,
  navigate: (options: FilterNavigation<S>) => Promise<unknown>,
  maxQueryLength: number,
) {
  const [query, typed] = useSearchBoxText(search.q);

  function changeQuery(next: string) {
    const q = next.slice(0, maxQueryLength);
    typed(q);
    void navigate({ search: (prev) => ({ ...prev, q }), replace: true, resetScroll: false });
  }

  function choose(key: Exclude<keyof S, 'q'>) {
    return (value: string) =>
      void navigate({ search: (prev) => ({ ...prev, [key]: value }), resetScroll: false });
  }

  return { query, changeQuery, choose };
}
