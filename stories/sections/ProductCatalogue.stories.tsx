import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { products } from '../../src/content/products';
import { filterProducts } from '../../src/features/productCatalogue/catalogueSearch';
import { ProductCatalogue } from '../../src/sections/ProductCatalogue/ProductCatalogue';

export default { title: 'Sections / ProductCatalogue' } satisfies StoryDefault;

/** The catalogue with its filter state held locally (the route keeps it in the URL). */
function Catalogue({ initialQuery = '', initialCategory = 'all' }) {
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState(initialCategory);
  return (
    <ProductCatalogue
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
}

/** All eight products; type or pick a category to filter. */
export const AllProducts: Story = () => <Catalogue />;

/** The Measurement category: Performance Pulse and BrandPulse 360. */
export const CategorySelected: Story = () => <Catalogue initialCategory="measurement" />;

/** Text search on name or summary. */
export const Searching: Story = () => <Catalogue initialQuery="lead" />;

/** Nothing matches: the message and the button that clears both filters. */
export const NoResults: Story = () => (
  <Catalogue initialQuery="blockchain" initialCategory="creative" />
);
