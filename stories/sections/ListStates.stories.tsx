import type { Story, StoryDefault } from '@ladle/react';
import { articlesPage } from '../../src/content/insights/articlesPage';
import { insightsPaths } from '../../src/content/insights/insights';
import {
  articleSearchDefaults,
  classificationLabel,
  filterArticles,
} from '../../src/features/insights/articleMatch';
import { ArticleCard } from '../../src/sections/ArticleCard/ArticleCard';
import { ListStates, type ListStatesProps } from '../../src/sections/ListStates/ListStates';
import { docsStory } from '../support/docs';
import { articlesHref, sampleArticles } from '../support/insights';

export default { title: 'Sections / List States' } satisfies StoryDefault;

/** The Growth & Scaling pillar: three of the fourteen sample articles. */
const growth = { ...articleSearchDefaults, pillar: 'growth-scaling' };
const shown = filterArticles(sampleArticles, growth, []);

/** The articles list's words and addresses; each story sets the state and the counts. */
const common = {
  noun: { one: 'article', other: 'articles' },
  copy: articlesPage,
  retryPath: articlesHref(growth),
  clearHref: insightsPaths.articles,
  label: 'Articles',
} satisfies Partial<ListStatesProps>;

/** Ready, three of fourteen kept: the count, then the cards. */
export const SomeShown: Story = () => (
  <ListStates {...common} state="ready" total={sampleArticles.length} shown={shown.length}>
    {shown.map((entry) => (
      <ArticleCard key={entry.id} post={{ ...entry, badge: classificationLabel(entry) }} />
    ))}
  </ListStates>
);

/** Loading: six skeleton cards in a busy list, and the status message. */
export const Loading: Story = () => (
  <ListStates {...common} state="loading" total={0} shown={0}>
    {null}
  </ListStates>
);

/** The service failed: Unable to load articles, with Try Again. */
export const LoadError: Story = () => (
  <ListStates {...common} state="error" total={0} shown={0}>
    {null}
  </ListStates>
);

/** Nothing published yet: No Articles yet, with links to Proof and Services. */
export const NothingPublished: Story = () => (
  <ListStates {...common} state="ready" total={0} shown={0}>
    {null}
  </ListStates>
);

/** Fourteen articles, none kept by the filters: No articles found, with Clear Filters. */
export const NothingMatches: Story = () => (
  <ListStates {...common} state="ready" total={sampleArticles.length} shown={0}>
    {null}
  </ListStates>
);

export const Documentation = docsStory({
  name: 'List States',
  source: ['src/sections/ListStates'],
  purpose: (
    <p>
      Everything a filtered list of posts shows under its filters, in one place: the count in a live
      region, then the cards; or in their place six skeletons while loading, the error with Try
      Again, “nothing published yet” with links elsewhere, or “nothing matches” with Clear Filters.
      The Insights lists pass their own words (src/content/insights/insights.ts) and cards.
    </p>
  ),
  whenToUse: [
    'Inside a list section, under its filters: Article List and Report List use it, and so should every list of posts to come (case studies, tools, roles), so their states look and sound alike.',
    'With the list’s own copy (the states’ headings and sentences as the brief gives them), its noun for the count (“article” / “articles”), and its cards as li children.',
  ],
  whenNotToUse: [
    'A list that is always complete and never filtered (awards, offices): render the cards in a card grid.',
    'For the whole page failing or not existing: use Not Found.',
    'To show one of these messages outside a list: use Empty State directly.',
  ],
  states: [
    {
      name: 'Some shown',
      story: SomeShown,
      description:
        'Ready, with a filter set: “Showing 3 of 14 articles”, then the cards. With no filter it says “Showing all 14 articles”.',
    },
    {
      name: 'Loading',
      story: Loading,
      description:
        'Six Skeleton Cards in the list, marked busy, and “Loading articles…” in the count’s place. Report lists pass skeletonWithMedia={false}.',
    },
    {
      name: 'Load error',
      story: LoadError,
      description:
        'The content service failed: “Unable to load articles” in the critical tone, and Try Again, which loads the same address (with its filters) again.',
    },
    {
      name: 'Nothing published',
      story: NothingPublished,
      description:
        'The service answered with no posts: “No Articles yet”, and links to Proof and Services. The list’s filters are not shown either.',
    },
    {
      name: 'Nothing matches',
      story: NothingMatches,
      description:
        'Posts exist but the filters keep none: “No articles found”, and Clear Filters, a link to the bare list that then puts focus in its search box.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'The cards’ links in order; in a message, its links or Try Again. The count and skeletons take no focus.',
    },
    {
      keys: 'Enter',
      does: 'On Clear Filters: shows every post again and moves focus to the list’s search box (onCleared).',
    },
  ],
  screenReader: [
    'The count is a polite, atomic live region (role="status"): every change is read once the visitor pauses, “Showing 3 of 14 articles”, “Loading articles…”. In the error and empty states it says their heading (“Unable to load articles”, “No articles found”) for screen readers only, as the heading shows below.',
    'The cards are a list named by label: “Articles, list, 3 items”. While loading, the same list is marked aria-busy and its skeletons are hidden.',
    'The messages’ headings are level 3, under the list section’s own (visually hidden) level 2 heading.',
  ],
  withoutJavaScript: (
    <p>
      Everything the server can know works: the count, the cards, the empty and error messages are
      in the rendered page, Clear Filters is a link and Try Again a GET form of the page’s address.
      The loading state never shows: it only stands in during a client-side navigation.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Tell the four states apart: “No Articles yet” when nothing is published, “No articles found” when the filters keep nothing.',
      dont: 'One message for both: a visitor told there are no articles will not think to clear a filter.',
    },
    {
      do: 'Give Try Again the page’s address with its filters, so a retry shows what the visitor asked for.',
      dont: 'Send a retry to the bare list: the visitor loses their filters as well as their time.',
    },
  ],
});
