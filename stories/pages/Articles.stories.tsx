import type { Story, StoryDefault } from '@ladle/react';
import { RouterProvider } from 'react-aria-components';
import { insightsPaths } from '../../src/content/insights/insights';
import type { ArticleEntry, ArticleSearch } from '../../src/features/insights/articleMatch';
import type { Term } from '../../src/features/insights/posts';
import { ArticlesPage } from '../../src/pages/ArticlesPage/ArticlesPage';
import type { ArticleListProps } from '../../src/sections/ArticleList/ArticleList';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';
import { useArticleFilters } from '../support/insights';

export default { title: 'Pages / Articles' } satisfies StoryDefault;

/**
 * The articles page over the 14 sample articles, its filters held in the story (on the site they
 * are the URL's query). The chips, Clear all and Clear Filters set the filters of their address.
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
    <SiteLayout pathname={insightsPaths.articles}>
      <RouterProvider navigate={navigate}>
        <ArticlesPage state={state} {...list} />
      </RouterProvider>
    </SiteLayout>
  );
}

/** /insights/articles: all 14 articles, newest first. */
export const AllArticles: Story = () => <Articles />;

/** ?search=blockchain&pillar=growth-scaling: No articles found, with Clear Filters. */
export const FilteredToNothing: Story = () => (
  <Articles initial={{ search: 'blockchain', pillar: 'growth-scaling' }} />
);

/** After a client-side navigation, while the list loads: six skeleton cards. */
export const Loading: Story = () => <Articles state="loading" entries={[]} tags={[]} />;

/** The content service failed: Unable to load articles, with Try Again. */
export const LoadError: Story = () => <Articles state="error" entries={[]} tags={[]} />;
