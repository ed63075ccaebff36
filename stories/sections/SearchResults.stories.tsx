import type { Story, StoryDefault } from '@ladle/react';
import { searchPage } from '../../src/content/site/search';
import type { SearchOutcome } from '../../src/features/search/searchEngine';
import { searchHref } from '../../src/features/search/searchHref';
import { SearchResults } from '../../src/sections/SearchResults/SearchResults';
import { docsStory } from '../support/docs';
import { istanbulJobsWhole, istanbulTop, paidMedia } from '../support/search';

export default { title: 'Sections / Search Results' } satisfies StoryDefault;

/** The results as the search page passes them: its words, and links to its own addresses. */
function Results({ outcome }: { outcome: SearchOutcome }) {
  return (
    <SearchResults
      outcome={outcome}
      hrefFor={(area) => searchHref(outcome.query, area)}
      words={searchPage}
    />
  );
}

/**
 * /search?q=istanbul, its first four areas: Jobs (1 of 8), Pages (4 of 15), In the News (1 of 4)
 * and Press Releases (1 of 8), each with its count and a link to the rest.
 */
export const GroupedResults: Story = () => <Results outcome={istanbulTop} />;
// Scanned, not shot: the search page's results are shot at 390 and 1280 px in both themes
// (visual/search.spec.ts), and the screenshot budget is nearly spent.
GroupedResults.meta = { screenshot: false };

/** ?q=istanbul&area=jobs: the eight jobs whole, and the way back to every area. */
export const OneAreaShownWhole: Story = () => <Results outcome={istanbulJobsWhole} />;
OneAreaShownWhole.storyName = 'One area shown whole';
OneAreaShownWhole.meta = { screenshot: false };

/**
 * ?q=paid%20media at phone width: headlines of two and three lines, full-length excerpts and
 * three-level breadcrumbs wrap. Open at 390 px; not screenshotted (the shots are at 1280 px,
 * where Grouped results already shows the layout).
 */
export const LongTitlesAndExcerpts: Story = () => <Results outcome={paidMedia} />;
LongTitlesAndExcerpts.storyName = 'Long titles and excerpts';
LongTitlesAndExcerpts.meta = { width: 390, screenshot: false };

export const Documentation = docsStory({
  name: 'Search Results',
  source: ['src/sections/SearchResults'],
  purpose: (
    <p>
      The results of the site search, grouped by the site’s areas (Jobs, Pages, Press Releases…):
      each group headed by its name and count, then its best results, each with its breadcrumb, its
      title as the link and the passage where the words were found, the words marked. A group with
      more results than it shows ends with “Show all 8 jobs”, which shows that area whole.
    </p>
  ),
  whenToUse: [
    'On the search page (/search), under the search box, when a search found something: the page passes its outcome, its words (src/content/site/search.ts) and the address of each area’s results.',
    'With the outcome as search gives it (src/features/search/searchEngine.ts): groups in the order of their best result, at most five results each, and the marks it computed.',
  ],
  whenNotToUse: [
    'When the search found nothing: the page shows an Empty State and Search Suggestions instead.',
    'To filter one list by text (articles, tools, products): that list’s own Search Field and its cards.',
    'For results that are not the site’s pages: the groups are the site’s areas (searchAreas.ts).',
  ],
  states: [
    {
      name: 'Grouped results',
      story: GroupedResults,
      description:
        '“istanbul”: the Istanbul job first (one of 8, so “Show all 8 jobs”), four pages of 15, a news story and a press release. Each title and passage has the word marked; the count stands after the group’s name.',
    },
    {
      name: 'One area shown whole',
      story: OneAreaShownWhole,
      description:
        'After “Show all 8 jobs” (`outcome.area` is jobs): “Show results from every area” first, then the group with all its results and no link to more. Results whose match lies past the words search keeps show their description, unmarked.',
    },
    {
      name: 'Long titles and excerpts',
      story: LongTitlesAndExcerpts,
      description:
        '“paid media”, both words marked: at phone width the headlines wrap onto two or three lines and the passages of about 170 characters onto several, under the press room’s and Insights’ three-level breadcrumbs. Open the story at 390 px.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves through the result titles in reading order, group by group, then to each group’s “Show all” link. Breadcrumbs and passages take no focus.',
    },
    { keys: 'Enter', does: 'Follows the focused link.' },
  ],
  screenReader: [
    'Each group is a region named by its heading, a level 2 heading with the count in it: “Jobs 8 results, heading level 2”. Its results are a numbered list: “list, 1 item”.',
    'Each result’s title is a level 3 heading that is also its link, so heading navigation lists the results.',
    'The breadcrumb comes before the title, as text: “Found in: Home › Careers”. “Found in” is for screen readers only.',
    'The marks are <mark> elements: most screen readers read the words without saying they are marked.',
    '“Show all 8 jobs” and “Show results from every area” are links to the page’s own address with another query.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: the server renders the results of the address’s query (
      <code>/search?q=istanbul</code>), and every title, “Show all” and “Show results from every
      area” is a plain link. With JavaScript they navigate without reloading, and going back to
      every area keeps the scroll position.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Pass the marks search computed, as offsets into the text shown.',
      dont: 'Mark words by matching the query again in the component: search also matches words as typed so far and a slip away (“istambul”), which a plain match would miss.',
    },
    {
      do: 'Keep the title the page’s own: what its tab and its heading say.',
      dont: 'Add “Read more” links to results: the title is the link, and a list of identical links is useless to screen reader users.',
    },
  ],
});
