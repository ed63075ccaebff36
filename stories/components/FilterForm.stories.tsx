import type { Story, StoryDefault } from '@ladle/react';
import { useLayoutEffect, useState } from 'react';
import { FilterChips } from '../../src/components/FilterChips/FilterChips';
import { FilterForm } from '../../src/components/FilterForm/FilterForm';
import { SearchField } from '../../src/components/SearchField/SearchField';
import { products } from '../../src/content/growth-os/products';
import { filterProducts, resultSummary } from '../../src/features/productCatalogue/catalogueMatch';
import {
  allCategories,
  catalogueFields,
  categoryFilters,
} from '../../src/features/productCatalogue/catalogueSearchParams';
import { scriptingClass } from '../../src/styles/scripting';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Filter Form' } satisfies StoryDefault;

const chips = categoryFilters.map((filter) => ({ value: filter.slug, label: filter.label }));

/**
 * The catalogue's filters with their state held here (the route keeps it in the address): a
 * search box and the category chips, then the count and the names of the products shown.
 */
function CatalogueFilters({ initialQuery = '', initialCategory = allCategories }) {
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState(initialCategory);
  const shown = filterProducts(products, { q: query, category });
  return (
    <Stack gap="md" style={{ maxWidth: '46rem' }}>
      <search>
        <FilterForm action="/growth-os/digital-products" submitLabel="Show products">
          <div style={{ maxWidth: '26rem' }}>
            <SearchField
              name={catalogueFields.query}
              label="Search products"
              hideLabel
              placeholder="Search products..."
              value={query}
              onChange={setQuery}
            />
          </div>
          <FilterChips
            aria-label="Filter products by category"
            name={catalogueFields.category}
            chips={chips}
            value={category}
            onChange={(next) => setCategory(next || allCategories)}
          />
        </FilterForm>
      </search>
      <p role="status" aria-live="polite" aria-atomic="true">
        {resultSummary(shown.length, products.length)}
        {shown.length > 0 ? `: ${shown.map((product) => product.name).join(', ')}.` : '.'}
      </p>
    </Stack>
  );
}

export const SearchAndCategory: Story = () => <CatalogueFilters />;

export const FiltersApplied: Story = () => (
  <CatalogueFilters initialQuery="brand" initialCategory="measurement" />
);

/**
 * As a visitor without JavaScript sees it: the story takes the page's scripting mark off <html>
 * while it is shown, so the submit button appears. (The fields here still filter as they change.)
 */
export const WithoutJavaScript: Story = () => {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(scriptingClass);
    return () => root.classList.add(scriptingClass);
  }, []);
  return <CatalogueFilters initialCategory="data" />;
};
WithoutJavaScript.storyName = 'Without JavaScript';

export const Documentation = docsStory({
  name: 'Filter Form',
  source: ['src/components/FilterForm'],
  purpose: (
    <p>
      A list’s filters as a real <code>&lt;form method="get"&gt;</code>: a Search Field and Filter
      Chips whose names are the list’s search parameters. With JavaScript the list filters as the
      fields change; without it, the visitor presses “Show products” (or Enter) and the server
      renders the filtered list at the same address the enhanced page writes.
    </p>
  ),
  whenToUse: [
    'Around the filters of every filtered list: the product catalogue today; articles, reports, case studies, tools and roles to come.',
    'Inside a search element (<search>), as the catalogue does, so screen readers can jump to the filters as a landmark.',
  ],
  whenNotToUse: [
    'Forms that send something (the contact form): they post to a server and validate; use React Aria’s Form with Text Fields and a Button.',
    'A single control that changes a view and has no address of its own: use a Toggle Button Group.',
  ],
  states: [
    {
      name: 'Search and category',
      story: SearchAndCategory,
      description:
        'The search box (its label hidden) and the category chips, with no filter applied. With JavaScript there is no button: the fields filter as they change.',
    },
    {
      name: 'Filters applied',
      story: FiltersApplied,
      description:
        'Text and a category together, as from ?q=brand&category=measurement: the count says how many of the eight are shown.',
    },
    {
      name: 'Without JavaScript',
      story: WithoutJavaScript,
      description:
        'The “Show products” button appears under the fields only when scripts do not run. Open the story to see it.',
      linkOnly: true,
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'The search box, then the chosen chip (then, without JavaScript, “Show products”).',
    },
    { keys: 'Typing', does: 'Filters as the visitor types (with JavaScript).' },
    { keys: 'Arrow keys', does: 'Move the choice between chips.' },
    {
      keys: 'Enter',
      does: 'In the search box: submits. With JavaScript the list is already filtered and the page stays; without, the filtered page loads.',
    },
  ],
  screenReader: [
    'The form has no name of its own; its search landmark and its fields’ names say what it is: “Search products, search text field”, “Filter products by category, radio group”.',
    'Put the count of results in a polite live region next to it (“Showing 2 of 8 products”), so each change is heard without moving focus.',
    'Focus never moves when a filter changes: the visitor stays in the field they are using.',
  ],
  withoutJavaScript: (
    <p>
      Everything works. The browser sends every named field to the list’s own address (
      <code>/growth-os/digital-products?q=brand&amp;category=measurement</code>), the server renders
      the filtered list, and the fields come back filled in. The catalogue adds a link to the bare
      address, “Clear search and filters”, for when nothing matches.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Name every field as the list’s search parameter, so the address the form sends is the address the enhanced page writes.',
      dont: 'A field without a name: the browser leaves it out, and that filter is lost without JavaScript.',
    },
    {
      do: 'Filter as the fields change, and announce the count politely.',
      dont: 'Move focus to the results after each change, or show an Apply button to visitors whose scripts run.',
    },
  ],
});
