import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { FilterChips } from '../../src/components/FilterChips/FilterChips';
import { FilterForm } from '../../src/components/FilterForm/FilterForm';
import {
  allCategories,
  catalogueFields,
  categoryFilters,
} from '../../src/features/productCatalogue/catalogueSearchParams';
import { docsStory } from '../support/docs';
import { sampleArticleTags } from '../support/insights';

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

/**
 * The articles list's tag filter (selectionMode="multiple"): the tags of the sample articles as
 * checkbox chips, any number chosen, in their own Filter Form as on the site.
 */
function TagChips({ initial }: { initial: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <FilterForm action="/insights/articles" submitLabel="Show articles">
      <FilterChips
        selectionMode="multiple"
        aria-label="Filter articles by tag: any of the chosen tags"
        name="tags"
        chips={sampleArticleTags.map((tag) => ({ value: tag.slug, label: tag.name }))}
        value={tags}
        onChange={setTags}
      />
    </FilterForm>
  );
}

/** ?tags=cfo,budget-planning: two of the 21 tags chosen, each with a tick. */
export const TwoTagsChosen: Story = () => <TagChips initial={['cfo', 'budget-planning']} />;

export const Documentation = docsStory({
  name: 'Filter Chips',
  source: ['src/components/FilterChips'],
  purpose: (
    <p>
      One filter of a list as a row of pills, each a real form field drawn as a chip. One choice
      (the default): native radios in a React Aria radio group, as the product catalogue’s
      categories and the articles’ pillars. Several choices, with{' '}
      <code>selectionMode="multiple"</code>: native checkboxes in a React Aria checkbox group, as
      the articles’ tags, where a chosen chip shows a tick as well as its fill. Inside a Filter Form
      the filter works before the page’s scripts run, and without them.
    </p>
  ),
  whenToUse: [
    'Narrowing a list by one category among a handful to about ten, with “All” first: product categories, article pillars and topics; report types and case-study sectors to come.',
    'Narrowing a list by any number of values that combine (selectionMode="multiple"): the articles’ tags, where a post with any of the chosen tags is kept. No “All” chip: choosing none means no filter.',
    'Always inside a Filter Form, with the list’s search parameter as the name (category, tags) and URL slugs as the values (measurement, cfo).',
  ],
  whenNotToUse: [
    'Dozens of values at once in plain view: fold them away (the articles’ tags sit in a “Tags” disclosure) or use a search box, so the list is not pushed off a phone’s screen.',
    'A choice in a form that is sent (a contact preference): use a Radio Group, or checkboxes.',
    'Switching between views of the same content: use a Toggle Button Group.',
    'Labels that only describe: use Tag List. Filters already set, shown as removable chips: use Active Filters.',
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
    {
      name: 'Two tags chosen',
      story: TwoTagsChosen,
      description:
        'selectionMode="multiple": the 21 tags of the sample articles, CFO and Budget Planning chosen (?tags=cfo,budget-planning). A chosen chip is filled and ticked, so the choice does not rest on colour alone.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'One choice: moves into the group, to the chosen chip, and out of it again (one Tab stop). Several choices: every chip is its own Tab stop.',
    },
    {
      keys: 'Arrow keys',
      does: 'One choice: choose the next or previous chip and filter the list at once, wrapping round at the ends. Without JavaScript they choose, and the visitor then presses “Show products”. Several choices: arrows do nothing.',
    },
    {
      keys: 'Space',
      does: 'Several choices: chooses the focused chip, or unchooses it, and filters the list at once.',
    },
  ],
  screenReader: [
    'The group is announced with its aria-label: “Filter products by category, radio group”, or for several choices “Filter articles by tag: any of the chosen tags, group”. Always give it one, and say in it how several choices combine.',
    'Each chip is a radio button (“Measurement, radio button, checked, 5 of 8”) or, for several choices, a checkbox (“CFO, checkbox, checked”). The tick is decorative and not read.',
    'Filtering is not announced by the chips: the list says how many it shows in a polite live region (“Showing 2 of 8 products”).',
  ],
  withoutJavaScript: (
    <p>
      Everything works. The browser checks a chip when it is pressed, and the chip’s fill (and tick)
      follows the native checked state (not React Aria’s), so the page shows the right chips before
      the scripts run and without them. The Filter Form then sends them, as{' '}
      <code>?category=measurement</code> or <code>?tags=cfo&amp;tags=budget-planning</code>, when
      the visitor presses “Show products” or Enter in the search box, and the server renders the
      filtered list.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'One choice: start with “All”, and keep exactly one chip chosen.',
      dont: 'A row of single-choice chips with nothing chosen: the visitor cannot tell what the list shows.',
    },
    {
      do: 'Several choices: say how they combine in the group’s name (“any of the chosen tags”), and show what is chosen with Active Filters when the chips can be folded away.',
      dont: 'Mix the two in one row, or add an “All” chip to a multiple group: unchecking every chip already means all.',
    },
    {
      do: 'Name the group after what it filters: “Filter products by category”.',
      dont: 'Chips outside a Filter Form: without JavaScript nothing would send the choice.',
    },
  ],
});
