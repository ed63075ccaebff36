import type { Story, StoryDefault } from '@ladle/react';
import { RouterProvider } from 'react-aria-components';
import type { ArticleEntry, ArticleSearch } from '../../src/features/insights/articleMatch';
import type { Term } from '../../src/features/insights/posts';
import { ArticleList, type ArticleListProps } from '../../src/sections/ArticleList/ArticleList';
import { docsStory } from '../support/docs';
import { useArticleFilters } from '../support/insights';

export default { title: 'Sections / Article List' } satisfies StoryDefault;

/**
 * The articles list over the 14 sample articles and the 24 tags with posts, its filters held in the story
 * (the route keeps them in the URL). The removable chips, Clear all and Clear Filters are links
 * to the list with other filters: following one sets those filters here. Loading, error and
 * nothing published get no entries and no tags, as the route passes them.
 */
function Articles({
  state = 'ready',
  initial = {},
  entries,
  tags,
}: {
  state?: ArticleListProps['state'];
  initial?: Partial<ArticleSearch>;
  entries?: ReadonlyArray<ArticleEntry>;
  tags?: ReadonlyArray<Term>;
}) {
  const { list, navigate } = useArticleFilters(initial, entries, tags);
  return (
    <RouterProvider navigate={navigate}>
      <ArticleList state={state} {...list} />
    </RouterProvider>
  );
}

/** /insights/articles: every article, newest first; type, sort or pick chips to filter. */
export const AllArticles: Story = () => <Articles />;

/** ?pillar=analytics-data-strategy&tags=attribution: 2 of 14, the chips of both filters above. */
export const FilteredByPillarAndTag: Story = () => (
  <Articles initial={{ pillar: 'analytics-data-strategy', tags: 'attribution' }} />
);

/** ?search=blockchain&pillar=growth-scaling: nothing matches; Clear Filters brings all back. */
export const FilteredToNothing: Story = () => (
  <Articles initial={{ search: 'blockchain', pillar: 'growth-scaling' }} />
);

/**
 * ?tags=benchmarks,nope: a tag only reports carry and a slug no tag has. The list says so above
 * “No articles found” and links to the reports tagged Benchmarks.
 */
export const TagsNotApplied: Story = () => <Articles initial={{ tags: 'benchmarks,nope' }} />;

/** The service answered with no articles: No Articles yet, and no filters. */
export const NonePublished: Story = () => <Articles entries={[]} tags={[]} />;

/** While the list loads after a client-side navigation: six skeleton cards. */
export const Loading: Story = () => <Articles state="loading" entries={[]} tags={[]} />;

/** The posts call failed: Unable to load articles, with Try Again. */
export const LoadError: Story = () => <Articles state="error" entries={[]} tags={[]} />;

export const Documentation = docsStory({
  name: 'Article List',
  source: ['src/sections/ArticleList'],
  purpose: (
    <p>
      The articles list of /insights/articles: a search box, the sort, pillar and topic selects, the
      tag filter folded into “Tags”, the filters in force as removable chips, a live count and the
      article cards; or the list’s loading, error or empty state. Its filters are the page’s search
      params (<code>?search=…&amp;pillar=…&amp;subfilter=…&amp;tags=a,b&amp;sort=title</code>), so
      every view can be shared, reloaded and reached with Back.
    </p>
  ),
  whenToUse: [
    'On /insights/articles, under the hero (Articles Page), with the entries and tags the route loads from the content service.',
    'As the model for a list whose filters combine: free text, one-choice selects, several-choice chips, a sort, all in a GET form, with Active Filters and List States.',
  ],
  whenNotToUse: [
    'For reports: use Report List (search only, report cards).',
    'For a short list with one filter (the product catalogue): use Product Catalogue’s lighter pattern.',
    'For a few related posts under an article: the article page shows up to three Article Cards without filters.',
  ],
  states: [
    {
      name: 'All articles',
      story: AllArticles,
      description:
        'The default view: all 14 articles, newest first, “Showing all 14 articles”. The tags are folded away; no chips are shown because no filter is set.',
    },
    {
      name: 'Filtered by pillar and tag',
      story: FilteredByPillarAndTag,
      description:
        'A pillar and a tag together (?pillar=analytics-data-strategy&tags=attribution): the Topic select with that pillar’s topics appears, “Tags (1 chosen)” starts open, the active filters show both, and the count says “Showing 2 of 14 articles”.',
    },
    {
      name: 'Filtered to nothing',
      story: FilteredToNothing,
      description:
        'A search and a pillar that keep nothing: “No articles found”, and Clear Filters, which brings every article back and moves focus to the search box. The filters stay, so the visitor can undo one at a time instead.',
    },
    {
      name: 'Tags not applied',
      story: TagsNotApplied,
      description:
        'Tags in the address that the list cannot apply as asked, said in words above the list: an unknown slug (“nope” is not a tag we use, so it is not applied) and a tag with posts that no article carries (“No article is tagged Benchmarks: it is a tag of our reports”, with a link to the reports list searched for it). The tag filter offers every tag with posts, as the spec says, so such a tag can be chosen.',
    },
    {
      name: 'None published',
      story: NonePublished,
      description:
        'The service answered, with no articles: “No Articles yet”, links to Proof and Services, and no filters (there would be nothing to filter).',
    },
    {
      name: 'Loading',
      story: Loading,
      description:
        'During a client-side navigation that takes longer than 200 ms: six skeleton cards and “Loading articles…”, for at least 400 ms.',
    },
    {
      name: 'Load error',
      story: LoadError,
      description:
        'The posts call failed: “Unable to load articles” and Try Again, which loads the same address again. (A failed tags call only hides the tag filter.)',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Search box, Sort by, Pillar, Topic (when a pillar is chosen), “Tags”, each tag chip (when open), each active filter chip and Clear all, then each card’s title link.',
    },
    { keys: 'Typing', does: 'Filters as you type; the address follows without adding to history.' },
    { keys: 'Escape', does: 'In the search box: empties it.' },
    {
      keys: 'Arrow keys',
      does: 'On Sort by, Pillar or Topic (the browser’s own selects): choose the next or previous option and filter or sort at once.',
    },
    {
      keys: 'Enter or Space',
      does: 'On “Tags”: opens or closes the tag filter. On a select: opens the browser’s list of options.',
    },
    { keys: 'Space', does: 'On a tag chip: chooses it or unchooses it.' },
    {
      keys: 'Enter',
      does: 'On an active filter chip: removes that filter and moves focus to the next chip. On Clear all or Clear Filters: removes every filter and moves focus to the search box.',
    },
  ],
  screenReader: [
    'The section is a region named by a heading only screen readers get, “Browse articles”; the filters are in a search landmark.',
    'Search box: “Search articles, search text field”. The three selects are the browser’s own: “Sort by, Newest First, combo box”, “Pillar, All pillars, combo box”, and “Topic, All topics, combo box, Topics in Analytics & Data Strategy” once a pillar is chosen.',
    '“Tags (1 chosen)” is a disclosure, read with its expanded state; inside, “Filter articles by tag: any of the chosen tags, group”, each tag a checkbox.',
    'Active filters: “Active filters, list”, each chip “Remove filter: Attribution, link”.',
    'The count is a polite live region, read after each change: “Showing 2 of 14 articles”, “No articles found”. The cards are the list “Articles”.',
  ],
  withoutJavaScript: (
    <p>
      The filters are a <code>&lt;form method="get"&gt;</code> to /insights/articles: the visitor
      types, picks a sort and a pillar (native selects) and any tags, then presses “Show articles”
      (shown only when scripts do not run) or Enter, and the server renders that view at the same
      address the enhanced page writes (several tags are sent as <code>?tags=a&amp;tags=b</code>).
      The Topic select appears once a pillar has been sent. The Tags disclosure is a native{' '}
      <code>&lt;details&gt;</code>, the active filters, Clear all and Clear Filters are links, and
      Try Again is a GET form of the same address.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Keep every filter in the address, defaults left out, so a view can be shared and Back undoes a change.',
      dont: 'Hold a filter only in the page’s state: a reload or a shared link would lose it.',
    },
    {
      do: 'Show the chosen tags as active filters when the tag filter is folded away, and count them on its summary (“Tags (2 chosen)”).',
      dont: 'Hide a filter that is in force: a visitor who cannot see why the list is short cannot undo it.',
    },
  ],
});
