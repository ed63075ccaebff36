import { useEffect, useState } from 'react';
import type { ListState } from './insightsData';
import type { ReadOn } from './readOn';

interface Loaded {
  readOn: ReadOn;
  state?: ListState;
}

/**
 * The route's data, refreshed once in the browser when it was read on the server: a prerendered
 * page holds the content as of the build, so after hydrating it asks the service again and shows
 * the fresh answer in place (no loading state: the page already shows content). A failed refresh
 * (or one that finds nothing) keeps what the page shows. Data loaded in the browser (a client-side
 * navigation) is fresh already.
 */
export function useFreshData<T extends Loaded>(data: T, reload: () => Promise<T | null>): T {
  const [fresh, setFresh] = useState<{ from: T; to: T } | null>(null);
  useEffect(() => {
    if (data.readOn !== 'server') return;
    let current = true;
    reload().then(
      (next) => {
        if (!current || !next) return;
        // An error does not replace content; it may replace an error.
        if (next.state === 'error' && data.state !== 'error') return;
        setFresh({ from: data, to: next });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [data, reload]);
  return fresh && fresh.from === data ? fresh.to : data;
}
