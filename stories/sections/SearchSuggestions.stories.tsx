import type { Story, StoryDefault } from '@ladle/react';
import { searchPage } from '../../src/content/site/search';
import { searchHref } from '../../src/features/search/searchHref';
import { EmptyState } from '../../src/sections/EmptyState/EmptyState';
import { SearchSuggestions } from '../../src/sections/SearchSuggestions/SearchSuggestions';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Search Suggestions' } satisfies StoryDefault;

/** /search before a search: six popular searches as pills, then the site's main areas. */
export const Default: Story = () => (
  <SearchSuggestions
    heading={searchPage.suggestionsHeading}
    searches={searchPage.suggestions}
    hrefFor={searchHref}
    browseHeading={searchPage.browseHeading}
    browse={searchPage.browse}
  />
);
// Scanned, not shot: /search before a search shows exactly this at 390 and 1280 px in both
// themes (visual/routes.spec.ts), and the screenshot budget is nearly spent.
Default.meta = { screenshot: false };

/**
 * /search?q=blockchain: under the empty state's level 2 heading, the suggestions' headings are
 * level 3. Composed as the search page composes them; not screenshotted (the same pills and
 * links as Default).
 */
export const HeadingLevelThree: Story = () => (
  <>
    <EmptyState heading={searchPage.empty.heading('blockchain')} headingLevel={2}>
      {searchPage.empty.body}
    </EmptyState>
    <SearchSuggestions
      heading={searchPage.suggestionsHeading}
      searches={searchPage.suggestions}
      hrefFor={searchHref}
      browseHeading={searchPage.browseHeading}
      browse={searchPage.browse}
      headingLevel={3}
    />
  </>
);
HeadingLevelThree.storyName = 'As headings level 3';
HeadingLevelThree.meta = { screenshot: false };

export const Documentation = docsStory({
  name: 'Search Suggestions',
  source: ['src/sections/SearchSuggestions'],
  purpose: (
    <p>
      Where to go from a search page with nothing to show yet, or nothing found: searches that find
      something (“Popular searches”, each a pill that runs it), then the site’s main areas (“Or
      browse”). Two short lists of plain links.
    </p>
  ),
  whenToUse: [
    'On /search before a search, under the search box.',
    'On /search when a search found nothing, after the empty state (“No results for …”), with headingLevel={3}.',
    'With searches that each find something on the site today, first in the results: people ask us about them (src/content/site/search.ts).',
  ],
  whenNotToUse: [
    'Beside results: once a search found something, the results are the way on.',
    'As filters of a list: a pill here runs a new search (a link to /search?q=…); to narrow a list use Filter Chips.',
    'For the site’s full navigation: that is the header’s and the footer’s; “Or browse” names six areas only.',
  ],
  states: [
    {
      name: 'Default',
      story: Default,
      description:
        'Six popular searches as pills (at least 44 px tall), and six areas as links beside them from tablet width, under them on phones.',
    },
    {
      name: 'As headings level 3',
      story: HeadingLevelThree,
      description:
        'After a search that found nothing: the empty state’s heading is level 2, so “Popular searches” and “Or browse” are level 3. The lists are the same.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Each popular search, in order, then each area link.',
    },
    { keys: 'Enter', does: 'Follows the link: a search runs it, an area opens its page.' },
  ],
  screenReader: [
    'Two navigations named by their headings: “Popular searches, navigation” and “Or browse, navigation”, each with a list (“list, 6 items”).',
    'A pill is a link named by its search (“Istanbul, link”); the headings are level 2, or level 3 under an empty state.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: each pill links to the results of its search (
      <code>/search?q=Istanbul</code>), which the server renders, and the areas are plain links.
      With JavaScript a search runs without reloading the page, keeping its scroll position.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Suggest searches that find something on the site, first in their results.',
      dont: 'Suggest words the site has no page for: a suggestion that leads to “No results” is a dead end.',
    },
    {
      do: 'Give the headings the level of the page’s outline: 3 under the empty state’s level 2.',
      dont: 'Leave them at level 2 under a level 2 empty state: heading navigation then reads them as siblings of “No results for …”, not as its way on.',
    },
  ],
});
