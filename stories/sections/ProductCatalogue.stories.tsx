import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { products } from '../../src/content/growth-os/products';
import { filterProducts } from '../../src/features/productCatalogue/catalogueMatch';
import { ProductCatalogue } from '../../src/sections/ProductCatalogue/ProductCatalogue';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Product Catalogue' } satisfies StoryDefault;

/**
 * The catalogue with its filter state held locally (the route keeps it in the URL). Links
 * ('Clear search and filters', 'Learn more') reset the filters here instead of leaving Ladle.
 */
function Catalogue({ initialQuery = '', initialCategory = 'all' }) {
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState(initialCategory);
  return (
    <RouterProvider
      navigate={() => {
        setQuery('');
        setCategory('all');
      }}
    >
      <ProductCatalogue
        products={filterProducts(products, { q: query, category })}
        total={products.length}
        query={query}
        category={category}
        onQueryChange={setQuery}
        onCategoryChange={setCategory}
      />
    </RouterProvider>
  );
}

/** All eight products; type or pick a category to filter. */
export const AllProducts: Story = () => <Catalogue />;

/** The Measurement category: Performance Pulse and BrandPulse 360. */
export const CategorySelected: Story = () => <Catalogue initialCategory="measurement" />;

/** Text search on name or summary. */
export const Searching: Story = () => <Catalogue initialQuery="lead" />;

/** Nothing matches: the message and the link that clears both filters. */
export const NoResults: Story = () => (
  <Catalogue initialQuery="blockchain" initialCategory="creative" />
);

export const Documentation = docsStory({
  name: 'Product Catalogue',
  source: ['src/sections/ProductCatalogue'],
  purpose: (
    <p>
      The Growth OS product list: a search box, category chips, a live count and the grid of product
      cards. Its filters are the page’s search params (<code>?q=lead&amp;category=data</code>
      ), so a filtered view can be shared and reloaded.
    </p>
  ),
  whenToUse: [
    'A list of eight to a few dozen items that visitors narrow by text and by one category.',
    'The pattern for every filtered list to come (articles, reports, testimonials, tools, cases, roles): a Filter Form with a Search Field and Filter Chips, a count in a live region, an empty state with a way out.',
  ],
  whenNotToUse: [
    'A handful of items: show them all.',
    'Several filters that combine, each with many values (pillar, topic, tags): see Article List, which pairs selects with multiple-choice Filter Chips.',
  ],
  states: [
    {
      name: 'All products',
      story: AllProducts,
      description: 'The default: All chosen, no text, every product.',
    },
    {
      name: 'Category selected',
      story: CategorySelected,
      description:
        'One category: the chip is filled, the count says how many of the total are shown.',
    },
    {
      name: 'Searching',
      story: Searching,
      description: 'Text matches names and summaries, ignoring case.',
    },
    {
      name: 'No results',
      story: NoResults,
      description:
        'Nothing matches: what was searched, and a link that clears both filters and puts focus back in the search box.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab',
      does: 'Search box, then the chosen chip, then each card’s “Learn more” link; when nothing matches, “Clear search and filters”.',
    },
    { keys: 'Typing', does: 'Filters as you type (with JavaScript).' },
    { keys: 'Escape', does: 'Empties the search box.' },
    { keys: 'Arrow keys', does: 'Move the choice between category chips, filtering at once.' },
    {
      keys: 'Enter',
      does: 'In the search box: applies the filters (without JavaScript it loads the filtered page).',
    },
  ],
  screenReader: [
    'The section is a region named by a heading only screen readers get, “Browse products”; the search box and chips sit in a search landmark.',
    'The search box is “Search products, search text field”; the chips are the radio group “Filter products by category”, each chip a radio button (“Data, radio button, 6 of 8”). The clear button (“Clear search”) is left out of the Tab order: Escape does the same.',
    'The count (“Showing 2 of 8 products”) is a polite live region: it is read after each change.',
    'The grid is the list “Products”; each card’s link is “Learn more about {product}”.',
  ],
  withoutJavaScript: (
    <p>
      The filters are a <code>&lt;form method="get"&gt;</code>: the visitor types or picks a chip,
      then presses “Show products” (a button shown only when scripts do not run) or Enter, and the
      server renders the filtered list with the same URL the enhanced page writes. “Clear search and
      filters” is a link to the bare list.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Say what was searched when nothing matches, and offer one way out.',
      dont: 'Show an empty grid, or clear the visitor’s filters for them.',
    },
  ],
});
