import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { FilterChips } from '../../src/components/FilterChips/FilterChips';
import { FilterForm } from '../../src/components/FilterForm/FilterForm';
import {
  allCategories,
  catalogueFields,
  categoryFilters,
} from '../../src/features/productCatalogue/catalogueSearch';
import { docsStory } from '../support/docs';

export default { title: 'Components / Filter Chips' } satisfies StoryDefault;

/** The catalogue's categories: All, then the seven product categories. */
const chips = categoryFilters.map((filter) => ({ value: filter.slug, label: filter.label }));

/**
 * The chips in their own Filter Form, as on the site (radios that share a name are one group
 * per form, so two examples on one page do not interfere). With JavaScript, the form's
 * submit button is not shown.
 */
function CategoryChips({ initial }: { initial: string }) {
  const [category, setCategory] = useState(initial);
  return (
    <FilterForm action="/growth-os/digital-products" submitLabel="Show products">
      <FilterChips
        aria-label="Filter products by category"
        name={catalogueFields.category}
        chips={chips}
        value={category}
        onChange={(next) => setCategory(next || allCategories)}
      />
    </FilterForm>
  );
}

export const AllSelected: Story = () => <CategoryChips initial={allCategories} />;

export const CategorySelected: Story = () => <CategoryChips initial="measurement" />;

export const Documentation = docsStory({
  name: 'Filter Chips',
  source: ['src/components/FilterChips'],
  purpose: (
    <p>
      One filter of a list, one choice, as a row of pills: native radios inside their labels (a
      React Aria radio group), drawn as chips. Each chip is a real form field, so inside a Filter
      Form the filter works before the page’s scripts run, and without them. The product catalogue
      filters by category with them.
    </p>
  ),
  whenToUse: [
    'Narrowing a list by one category among a handful to about ten, with “All” first: product categories today; article topics, report types and case-study sectors to come.',
    'Always inside a Filter Form, with the list’s search parameter as the name (category) and URL slugs as the values (measurement, ai-automation).',
  ],
  whenNotToUse: [
    'Several categories at once: a chip takes one value. Use checkboxes, or a multiple Toggle Button Group where JavaScript is needed anyway.',
    'A choice in a form that is sent (a contact preference): use a Radio Group.',
    'Switching between views of the same content: use Tabs.',
    'Labels that only describe: use Tag List.',
  ],
  states: [
    {
      name: 'All selected',
      story: AllSelected,
      description:
        'Every product shown: “All” is filled with the accent colour, the categories are outlined.',
    },
    {
      name: 'Category selected',
      story: CategorySelected,
      description:
        'One category chosen (here from the address, ?category=measurement). The chips wrap onto new lines on small screens.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves into the group, to the chosen chip, and out of it again: one Tab stop.',
    },
    {
      keys: 'Arrow keys',
      does: 'Choose the next or previous chip and filter the list at once, wrapping round at the ends. Without JavaScript they choose, and the visitor then presses “Show products”.',
    },
  ],
  screenReader: [
    'The group is announced with its aria-label: “Filter products by category, radio group”. Always give it one.',
    'Each chip is a radio button: “Measurement, radio button, checked, 5 of 8”.',
    'Filtering is not announced by the chips: the list says how many it shows in a polite live region (“Showing 2 of 8 products”).',
  ],
  withoutJavaScript: (
    <p>
      Everything works. The browser checks a chip when it is pressed, and the chip’s fill follows
      the native checked state (not React Aria’s), so the page shows the right chip before the
      scripts run and without them. The Filter Form then sends it, as{' '}
      <code>?category=measurement</code>, when the visitor presses “Show products” or Enter in the
      search box, and the server renders the filtered list.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Start with “All”, and keep exactly one chip chosen.',
      dont: 'A row of chips with nothing chosen: the visitor cannot tell what the list shows.',
    },
    {
      do: 'Name the group after what it filters: “Filter products by category”.',
      dont: 'Chips outside a Filter Form: without JavaScript nothing would send the choice.',
    },
  ],
});
