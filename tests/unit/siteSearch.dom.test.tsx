import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchDocument } from '../../src/features/search/searchAreas';
import {
  buildSearchIndex,
  loadSearchIndex,
  type SearchOutcome,
  searchSite,
} from '../../src/features/search/searchEngine';
import { searchSettleMs, useSearchEvent } from '../../src/features/search/searchEvent';
import { loadSearchPage, searchIndexUrl } from '../../src/features/search/searchPageData';

/**
 * The site search in the browser: the search page's loader fetching `/search-index.json` (once,
 * and again after a failure), and the `search` analytics event sent once results have stayed on
 * screen (src/features/search/searchEvent.ts). The engine itself is tested in Node
 * (siteSearch.test.ts).
 */

const documents: SearchDocument[] = [
  {
    url: '/services/analytics-attribution',
    title: 'Analytics & Attribution',
    area: 'services',
    trail: ['Home', 'Services'],
    description: 'Measurement you can trust.',
    text: 'Multi-touch attribution for every channel.',
  },
  {
    url: '/careers/performance-marketing-manager-istanbul',
    title: 'Performance Marketing Manager, İstanbul',
    area: 'jobs',
    trail: ['Home', 'Careers'],
    description: 'Lead paid search in Turkey.',
    text: 'You will run Google Ads budgets.',
  },
  {
    url: '/press-room/press-releases/response-opens-istanbul-office',
    title: 'Response opens İstanbul office',
    area: 'releases',
    trail: ['Home', 'Press Room', 'Press Releases'],
    description: 'A second European hub.',
    text: 'The office in Levent hosts forty people.',
  },
];
const indexFile = buildSearchIndex(documents);
const site = loadSearchIndex(indexFile);

describe('loadSearchPage in the browser', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const ok = () => new Response(JSON.stringify(indexFile), { status: 200 });

  /*
   * The module keeps the index it fetched for the rest of the visit, and the files of the dom
   * project share their modules: the whole story (a failure, a retry, the index kept) is told in
   * one test, in order, from a module that has not fetched yet.
   */
  it('fetches the index when a visitor first searches, again after a failure, then keeps it', async () => {
    // No query: nothing fetched.
    const empty = await loadSearchPage({}, { q: '   ', area: '' });
    expect(empty).toMatchObject({ query: '', outcome: null, unavailable: false });
    expect(fetchMock).not.toHaveBeenCalled();

    // The server answers 500: search is unavailable, and nothing is kept.
    fetchMock.mockResolvedValueOnce(new Response('Internal Server Error', { status: 500 }));
    const failed = await loadSearchPage({}, { q: 'attribution', area: '' });
    expect(failed).toMatchObject({ query: 'attribution', outcome: null, unavailable: true });
    expect(failed.head.meta[0]).toEqual({ title: 'Results for “attribution” | Response' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenLastCalledWith(searchIndexUrl);

    // The network fails: unavailable again, and again nothing kept.
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await loadSearchPage({}, { q: 'attribution', area: '' })).unavailable).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // A file that is not an index: unavailable, not kept.
    fetchMock.mockResolvedValueOnce(new Response('{"version":2}', { status: 200 }));
    expect((await loadSearchPage({}, { q: 'attribution', area: '' })).unavailable).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    // The next search fetches again; two searches at once share one fetch.
    fetchMock.mockImplementation(async () => ok());
    const [first, second] = await Promise.all([
      loadSearchPage({}, { q: 'attribution', area: '' }),
      loadSearchPage({}, { q: 'istanbul', area: 'jobs' }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(fetchMock).toHaveBeenLastCalledWith('/search-index.json');
    expect(first).toMatchObject({ query: 'attribution', unavailable: false });
    expect(first.outcome).toEqual(searchSite(site, 'attribution'));
    expect(second.outcome?.area).toBe('jobs');
    expect(second.outcome).toEqual(searchSite(site, 'istanbul', 'jobs'));

    // Later searches ask the index kept.
    const third = await loadSearchPage({}, { q: 'levent', area: '' });
    const fourth = await loadSearchPage({}, { q: 'İstanbul', area: '' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(third.outcome?.groups[0]?.hits.map((hit) => hit.url)).toEqual([
      '/press-room/press-releases/response-opens-istanbul-office',
    ]);
    expect(fourth.outcome?.total).toBe(2);
  });

  it('asks the router context’s index, not the network, when there is one', async () => {
    const searchIndex = vi.fn(async () => site);
    const data = await loadSearchPage({ searchIndex }, { q: 'attribution', area: '' });
    expect(searchIndex).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(data.outcome?.total).toBe(1);
  });
});

describe('useSearchEvent', () => {
  function Probe({ outcome }: { outcome: SearchOutcome | null }) {
    useSearchEvent(outcome);
    return null;
  }

  const outcome = (query: string, total = 3): SearchOutcome => ({
    query,
    area: null,
    total,
    groups: [],
  });

  const searches = () =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'search');

  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.dataLayer = [];
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'dataLayer');
  });

  it('waits a second of results on screen, then sends the term and the count once', async () => {
    expect(searchSettleMs).toBe(1000);
    render(<Probe outcome={outcome('attribution', 7)} />);
    await wait(999);
    expect(searches()).toEqual([]);
    await wait(1);
    expect(searches()).toEqual([{ event: 'search', search_term: 'attribution', results_count: 7 }]);
    await wait(5000);
    expect(searches()).toHaveLength(1);
  });

  it('sends once under StrictMode’s double effects', async () => {
    render(
      <StrictMode>
        <Probe outcome={outcome('attribution')} />
      </StrictMode>,
    );
    await wait(1000);
    expect(searches()).toHaveLength(1);
  });

  it('sends only what the visitor stopped at, not every term typed on the way', async () => {
    const { rerender } = render(<Probe outcome={outcome('a', 40)} />);
    await wait(300);
    rerender(<Probe outcome={outcome('at', 12)} />);
    await wait(300);
    rerender(<Probe outcome={outcome('attri', 4)} />);
    await wait(999);
    expect(searches()).toEqual([]);
    await wait(1);
    expect(searches()).toEqual([{ event: 'search', search_term: 'attri', results_count: 4 }]);
  });

  it('sends the count the term settled at: a changed count restarts the wait', async () => {
    const { rerender } = render(<Probe outcome={outcome('istanbul', 2)} />);
    await wait(600);
    rerender(<Probe outcome={outcome('istanbul', 5)} />);
    await wait(600);
    expect(searches()).toEqual([]);
    await wait(400);
    expect(searches()).toEqual([{ event: 'search', search_term: 'istanbul', results_count: 5 }]);
  });

  it('sends a term once in a row: the same results again, or another area of them, send nothing', async () => {
    const { rerender } = render(<Probe outcome={outcome('attribution', 7)} />);
    await wait(1000);
    rerender(<Probe outcome={outcome('attribution', 7)} />);
    await wait(2000);
    rerender(<Probe outcome={{ ...outcome('attribution', 7), area: 'services' }} />);
    await wait(2000);
    rerender(<Probe outcome={outcome('attribution', 8)} />);
    await wait(2000);
    expect(searches()).toHaveLength(1);
    // Another term, then the first again: each is a search.
    rerender(<Probe outcome={outcome('istanbul', 2)} />);
    await wait(1000);
    rerender(<Probe outcome={outcome('attribution', 7)} />);
    await wait(1000);
    expect(searches()).toEqual([
      { event: 'search', search_term: 'attribution', results_count: 7 },
      { event: 'search', search_term: 'istanbul', results_count: 2 },
      { event: 'search', search_term: 'attribution', results_count: 7 },
    ]);
  });

  it('sends nothing without a query, or when the results leave before a second', async () => {
    const { rerender, unmount } = render(<Probe outcome={null} />);
    await wait(2000);
    rerender(<Probe outcome={outcome('', 0)} />);
    await wait(2000);
    expect(searches()).toEqual([]);
    rerender(<Probe outcome={outcome('attribution')} />);
    await wait(500);
    rerender(<Probe outcome={null} />);
    await wait(2000);
    expect(searches()).toEqual([]);
    rerender(<Probe outcome={outcome('istanbul')} />);
    await wait(500);
    unmount();
    await wait(2000);
    expect(searches()).toEqual([]);
  });

  it('redacts the term and sends a search with no results too', async () => {
    const { rerender } = render(<Probe outcome={outcome('jane@example.com pricing', 0)} />);
    await wait(1000);
    rerender(<Probe outcome={outcome('call +90 532 123 45 67', 0)} />);
    await wait(1000);
    expect(searches()).toEqual([
      { event: 'search', search_term: '[email] pricing', results_count: 0 },
      { event: 'search', search_term: 'call [number]', results_count: 0 },
    ]);
  });

  it('sends the outcome of a real search', async () => {
    render(<Probe outcome={searchSite(site, 'istanbul')} />);
    await wait(1000);
    expect(searches()).toEqual([{ event: 'search', search_term: 'istanbul', results_count: 2 }]);
  });
});
