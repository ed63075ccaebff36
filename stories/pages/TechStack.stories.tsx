import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { techStackPage } from '../../src/content/proof/techStackPage';
import { tools } from '../../src/content/proof/tools';
import { filterTools } from '../../src/features/proofFilters/toolMatch';
import { allToolCategories } from '../../src/features/proofFilters/toolSearchParams';
import { TechStackPage } from '../../src/pages/TechStackPage/TechStackPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Tech Stack' } satisfies StoryDefault;

/**
 * The tech stack with its filters held in the story (on the site they are the URL's query).
 * 'Clear search and filters' links to the bare list: following it here clears the filters; any
 * other link in the page body is only logged.
 */
function TechStack({ q = '', category = allToolCategories }: { q?: string; category?: string }) {
  const [query, setQuery] = useState(q);
  const [chosen, setChosen] = useState(category);
  return (
    <SiteLayout pathname={techStackPage.path}>
      <RouterProvider
        navigate={(href) => {
          if (href === techStackPage.path) {
            setQuery('');
            setChosen(allToolCategories);
          } else console.info(`Link followed: ${href}`);
        }}
      >
        <TechStackPage
          tools={filterTools(tools, { q: query, category: chosen })}
          total={tools.length}
          query={query}
          category={chosen}
          onQueryChange={setQuery}
          onCategoryChange={setChosen}
        />
      </RouterProvider>
    </SiteLayout>
  );
}

/** /proof/tech-stack: every tool, by category, then by name. */
export const AllTools: Story = () => <TechStack />;

/** ?category=seo: the fourteen SEO tools. */
export const CategorySeo: Story = () => <TechStack category="seo" />;
CategorySeo.storyName = 'SEO category';

/** ?q=blockchain: No tools found matching your criteria, with Clear search and filters. */
export const NoResults: Story = () => <TechStack q="blockchain" />;
