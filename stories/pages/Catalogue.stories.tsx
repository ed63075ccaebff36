import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { products } from '../../src/content/growth-os/products';
import { filterProducts } from '../../src/features/productCatalogue/catalogueMatch';
import { CataloguePage } from '../../src/pages/CataloguePage/CataloguePage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Digital Products' } satisfies StoryDefault;

/** The catalogue with its filters held in the story (on the site they are the URL's query). */
function Catalogue({ q = '', category = 'all' }: { q?: string; category?: string }) {
  const [query, setQuery] = useState(q);
  const [chosen, setChosen] = useState(category);
  return (
    <SiteLayout pathname="/growth-os/digital-products">
      <CataloguePage
        products={filterProducts(products, { q: query, category: chosen })}
        total={products.length}
        query={query}
        category={chosen}
        onQueryChange={setQuery}
        onCategoryChange={setChosen}
      />
    </SiteLayout>
  );
}

/** /growth-os/digital-products: all eight products. */
export const AllProducts: Story = () => <Catalogue />;

/** ?category=measurement: two of eight, the count says so. */
export const FilteredByCategory: Story = () => <Catalogue category="measurement" />;

/** ?q=blockchain: nothing matches; the empty state offers to clear the search and filters. */
export const NoResults: Story = () => <Catalogue q="blockchain" />;
