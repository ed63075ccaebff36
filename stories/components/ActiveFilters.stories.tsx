import type { Story, StoryDefault } from '@ladle/react';
import { useRef } from 'react';
import { RouterProvider } from 'react-aria-components';
import { ActiveFilters } from '../../src/components/ActiveFilters/ActiveFilters';
import { Button } from '../../src/components/Button/Button';
import { articlesPage } from '../../src/content/insights/articlesPage';
import {
  type ArticleSearch,
  activeFilters,
  articleSearchDefaults,
  withoutFilter,
} from '../../src/features/insights/articleMatch';
import { countLine } from '../../src/sections/ListStates/ListStates';
import { docsStory } from '../support/docs';
import { articlesHref, useArticleFilters } from '../support/insights';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Active Filters' } satisfies StoryDefault;

const { controls } = articlesPage;

/**
 * The articles list's active filters over the 14 sample articles, held in the story (the route
 * keeps them in the URL). Each chip is a link to the list without it: following one here sets
 * the filters of its address. Under the chips, the address and the count the list would show.
 */
function ArticleFilters({ initial }: { initial: Partial<ArticleSearch> }) {
  const { list, navigate, reset } = useArticleFilters(initial);
  const restore = useRef<HTMLDivElement>(null);
  const filters = activeFilters(list.search, list.selectedTags, list.tags).map((filter) => ({
    key: `${filter.param}:${filter.value}`,
    label: filter.label,
    href: articlesHref(withoutFilter(list.search, filter)),
  }));
  return (
    <RouterProvider navigate={navigate}>
      <Stack gap="md">
        <ActiveFilters
          label={controls.activeFilters}
          filters={filters}
          clearAll={{ label: controls.clearAll, href: articlesHref(articleSearchDefaults) }}
          onCleared={() => restore.current?.querySelector('button')?.focus()}
        />
        <p>
          The list’s address: <code>{articlesHref(list.search)}</code>.{' '}
          {countLine(list.articles.length, list.total, { one: 'article', other: 'articles' })}.
        </p>
        {filters.length === 0 ? (
          <div ref={restore}>
            <Stack gap="sm" align="start">
              <p>No filters are set, so Active Filters renders nothing.</p>
              <Button variant="secondary" onPress={reset}>
                Put the filters back
              </Button>
            </Stack>
          </div>
        ) : null}
      </Stack>
    </RouterProvider>
  );
}

/** ?search=attribution&pillar=analytics-data-strategy&tags=cfo,mmm: 2 of the 14 articles. */
export const SearchPillarAndTwoTags: Story = () => (
  <ArticleFilters
    initial={{ search: 'attribution', pillar: 'analytics-data-strategy', tags: 'cfo,mmm' }}
  />
);
SearchPillarAndTwoTags.storyName = 'Search, pillar and two tags';

/** ?tags=cfo: one chip, and Clear all beside it. */
export const OneFilter: Story = () => <ArticleFilters initial={{ tags: 'cfo' }} />;

export const Documentation = docsStory({
  name: 'Active Filters',
  source: ['src/components/ActiveFilters'],
  purpose: (
    <p>
      The filters a list is narrowed by, in one row under its controls: each one a chip with a cross
      that removes it, then “Clear all filters”. Visitors see at a glance why the list is shorter,
      and undo any part of it in one press. Every chip is a link to the list without that filter, so
      it works without JavaScript and each view has its own address.
    </p>
  ),
  whenToUse: [
    'Under the filters of a list with several kinds of filter that combine (the articles list: search text, pillar, topic, tags), where some of them are folded away or scrolled past.',
    'With every filter that is set, in the order of the controls, labelled as the visitor chose it: “Search: “attribution””, the pillar’s name, each tag’s name.',
    'Whatever the filters: with none set it renders nothing at all (no label, no Clear all), so it can always be placed.',
  ],
  whenNotToUse: [
    'A list with one filter, whose control already shows the choice (the product catalogue’s category chips): the chips would say the same thing twice.',
    'For filters that are not in the address: each chip needs a link to the list without it.',
    'For labels that only describe: use Tag List. For choosing filters: use Filter Chips.',
  ],
  states: [
    {
      name: 'Search, pillar and two tags',
      story: SearchPillarAndTwoTags,
      description:
        'Four filters, as from ?search=attribution&pillar=analytics-data-strategy&tags=cfo,mmm. Remove them one by one: focus moves to the next chip, and after the last one to wherever the list puts it (here the button that puts them back; on the site the search box).',
    },
    {
      name: 'One filter',
      story: OneFilter,
      description:
        'One tag chosen (?tags=cfo): a single chip and Clear all. Remove it and the row disappears, label and all.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Each chip in turn, then “Clear all filters”.',
    },
    {
      keys: 'Enter',
      does: 'On a chip: removes that filter, keeps the scroll position, and moves focus to the chip now in its place (or the one before, after the last). On Clear all: removes every filter and hands focus to the list (its search box).',
    },
  ],
  screenReader: [
    'The label is visible text (“Active filters:”), and the chips are a list named by it: “Active filters, list, 4 items”.',
    'Each chip is a link named for what it does: “Remove filter: Analytics & Data Strategy, link”. The cross is decorative and not read.',
    'The list’s count, a polite live region next to it, announces the result of each removal (“Showing 2 of 14 articles”).',
  ],
  withoutJavaScript: (
    <p>
      Everything works: each chip and Clear all are plain links to the list’s address without that
      filter (or without any), and the server renders that view. With JavaScript the same links
      navigate in the page, keep the scroll position and move focus as described above.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Pass onCleared, and put focus somewhere useful (the list’s search box) once the last chip has gone.',
      dont: 'Leave focus on a link that no longer exists: keyboard and screen-reader users are thrown back to the top of the page.',
    },
    {
      do: 'Label a search chip with the text searched, in quotes: “Search: “attribution””.',
      dont: 'Label chips with slugs or parameter names (“tags:cfo”): they are for visitors, not for the URL.',
    },
  ],
});
