import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { products } from '../../src/content/products';
import { filterProducts } from '../../src/features/productCatalogue/catalogueSearch';
import { CataloguePage } from '../../src/sections/CataloguePage/CataloguePage';

export default { title: 'Pages / Digital Products' } satisfies StoryDefault;

/** The catalogue page body, without the site shell; filters held in local state. */
export const Catalogue: Story = () => {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('all');
  return (
    <CataloguePage
      products={filterProducts(products, { q: query, category })}
      total={products.length}
      query={query}
      category={category}
      onQueryChange={setQuery}
      onCategoryChange={setCategory}
      onClear={() => {
        setQuery('');
        setCategory('all');
      }}
    />
  );
};
