import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { searchPage } from '../../src/content/site/search';
import type { SearchOutcome } from '../../src/features/search/searchEngine';
import { searchHref } from '../../src/features/search/searchHref';
import { SearchPage } from '../../src/pages/SearchPage/SearchPage';
import { NavigationProvider } from '../../src/platform/navigation/NavigationProvider';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';
import { blockchain, istanbul, istanbulJobsWhole } from '../support/search';

export default { title: 'Pages / Search' } satisfies StoryDefault;

// Like every Pages story, these are scanned but not screenshotted (visual/stories.spec.ts): the
// route screenshots show /search, before a search, in the shell at both widths.

/**
 * The search page with the search box's text held in the story (on the site the route searches
 * as the visitor pauses, and Enter searches at once). The workshop has no index: the results are
 * the story's (stories/support/search.ts), typing changes only the box, and Enter and the links
 * in the page body (results, Show all, popular searches) are only logged.
 */
function Search({
  outcome = null,
  searched = outcome?.query ?? '',
  typed = searched,
  searching = false,
  unavailable = false,
}: {
  outcome?: SearchOutcome | null;
  /** The query of the address (the page's heading); the outcome's own by default. */
  searched?: string;
  /** The box's text, ahead of the search; the query searched by default. */
  typed?: string;
  searching?: boolean;
  unavailable?: boolean;
}) {
  const [query, setQuery] = useState(typed);
  return (
    <SiteLayout pathname={searchPage.path}>
      {/* The site's links (Anchor) and React Aria's both navigate through it. */}
      <NavigationProvider navigate={(href) => console.info(`Link followed: ${href}`)}>
        <SearchPage
          query={query}
          searched={searched}
          outcome={outcome}
          searching={searching}
          unavailable={unavailable}
          onQueryChange={setQuery}
          onSubmit={(q) => console.info(`Searched: ${q}`)}
          hrefFor={searchHref}
        />
      </NavigationProvider>
    </SiteLayout>
  );
}

/** /search: the box (focused), popular searches and the site's main areas. */
export const BeforeASearch: Story = () => <Search />;
BeforeASearch.storyName = 'Before a search';

/** /search?q=istanbul: 45 results in eight areas, each with its best results first. */
export const Results: Story = () => <Search outcome={istanbul} />;

/** /search?q=blockchain: No results for “blockchain”, then popular searches and areas. */
export const NoResults: Story = () => <Search outcome={blockchain} />;

/**
 * The first search of a visit, typed on /search, while the index loads: the page is still the
 * one before a search (its heading too), its results region is busy, and a screen reader hears
 * “Searching…”.
 */
export const Searching: Story = () => <Search typed="istanbul" searching />;

/** /search?q=istanbul when the index could not be loaded: the critical state, with Try again. */
export const Unavailable: Story = () => <Search searched="istanbul" unavailable />;

/** /search?q=istanbul&area=jobs: the eight jobs whole, after “Show all 8 jobs”. */
export const OneArea: Story = () => <Search outcome={istanbulJobsWhole} />;
OneArea.storyName = 'One area';
