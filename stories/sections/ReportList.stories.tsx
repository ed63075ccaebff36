import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { insightsPaths } from '../../src/content/insights/insights';
import { filterReports, type ReportEntry } from '../../src/features/insights/reportMatch';
import { ReportList, type ReportListProps } from '../../src/sections/ReportList/ReportList';
import { stringifyPlainSearch } from '../../src/site/searchParams';
import { docsStory } from '../support/docs';
import { sampleReports } from '../support/insights';

export default { title: 'Sections / Report List' } satisfies StoryDefault;

/**
 * The reports list over the six sample reports, its search held in the story (the route keeps it
 * in the URL). Clear Search is a link to the bare list: following it empties the search here.
 */
function Reports({
  state = 'ready',
  query: initialQuery = '',
  entries = sampleReports,
}: {
  state?: ReportListProps['state'];
  query?: string;
  entries?: ReadonlyArray<ReportEntry>;
}) {
  const [query, setQuery] = useState(initialQuery);
  return (
    <RouterProvider
      navigate={(href) => {
        if (new URL(href, 'https://site.local').pathname === insightsPaths.reports) setQuery('');
        else console.info(`Link followed: ${href}`);
      }}
    >
      <ReportList
        state={state}
        total={entries.length}
        reports={filterReports(entries, { search: query })}
        query={query}
        onQueryChange={setQuery}
        path={insightsPaths.reports}
        retryPath={`${insightsPaths.reports}${stringifyPlainSearch(query ? { search: query } : {})}`}
      />
    </RouterProvider>
  );
}

/** /insights/reports: the six reports, newest first; type to search. */
export const AllReports: Story = () => <Reports />;

/** ?search=blockchain: no title, excerpt or tag has it; Clear Search brings all six back. */
export const SearchWithNoResult: Story = () => <Reports query="blockchain" />;

/** The service answered with no reports: No Reports yet, and no search box. */
export const NonePublished: Story = () => <Reports entries={[]} />;

/** While the list loads after a client-side navigation: six skeletons without images. */
export const Loading: Story = () => <Reports state="loading" entries={[]} />;

/** The posts call failed: Unable to load reports, with Try Again. */
export const LoadError: Story = () => <Reports state="error" entries={[]} />;

export const Documentation = docsStory({
  name: 'Report List',
  source: ['src/sections/ReportList'],
  purpose: (
    <p>
      The reports list of /insights/reports: one search box (titles, excerpts and tag names), a live
      count and report cards with date, read time and tags; or the list’s loading, error or empty
      state. The search is the page’s search param (<code>?search=benchmarks</code>), so a search
      can be shared and reloaded.
    </p>
  ),
  whenToUse: [
    'On /insights/reports, under the hero (Reports Page), with the entries the route loads from the content service.',
    'For a short list of long pieces that visitors look up by subject rather than browse by category.',
  ],
  whenNotToUse: [
    'For articles: use Article List, with its pillar, topic and tag filters.',
    'For a list that needs categories or a sort: a search box alone does not show visitors what there is; use chips as Article List does.',
  ],
  states: [
    {
      name: 'All reports',
      story: AllReports,
      description:
        'The default view: all six reports, newest first, “Showing all 6 reports”. Report cards have no image.',
    },
    {
      name: 'Search with no result',
      story: SearchWithNoResult,
      description:
        'A search that matches no title, excerpt or tag: “No reports found”, and Clear Search, which brings the six back and moves focus to the search box.',
    },
    {
      name: 'None published',
      story: NonePublished,
      description:
        'The service answered, with no reports: “No Reports yet”, links to Proof and Services, and no search box.',
    },
    {
      name: 'Loading',
      story: Loading,
      description:
        'During a client-side navigation: six skeleton cards without images and “Loading reports…”.',
    },
    {
      name: 'Load error',
      story: LoadError,
      description:
        'The posts call failed: “Unable to load reports” and Try Again, which loads the same address (with the search) again.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'The search box, then each card’s title link; when nothing matches, Clear Search.',
    },
    { keys: 'Typing', does: 'Filters as you type; the address follows without adding to history.' },
    { keys: 'Escape', does: 'In the search box: empties it.' },
    {
      keys: 'Enter',
      does: 'In the search box: applies the search (without JavaScript it loads the searched page). On Clear Search: shows every report and moves focus to the search box.',
    },
  ],
  screenReader: [
    'The section is a region named by a heading only screen readers get, “Browse reports”; the search box is in a search landmark: “Search reports, search text field”.',
    'The count is a polite live region, read after each change: “Showing 2 of 6 reports”, “No reports found”.',
    'The cards are the list “Reports”; each title is a level 3 heading and a link, followed by its date, read time, excerpt and the list “Tags”.',
  ],
  withoutJavaScript: (
    <p>
      The search is a <code>&lt;form method="get"&gt;</code> to /insights/reports: the visitor types
      and presses Enter or “Search” (shown only when scripts do not run), and the server renders the
      result at <code>?search=…</code>. Clear Search is a link to the bare list, and Try Again a GET
      form of the same address.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Search titles, excerpts and tag names, so a visitor finds a report by its subject (“consent”, “benchmarks”).',
      dont: 'Add category chips for six reports: the whole list fits on one screen.',
    },
  ],
});
