import type { Story, StoryDefault } from '@ladle/react';
import { SearchField } from '../../src/components/SearchField/SearchField';
import { docsStory } from '../support/docs';

export default { title: 'Components / Search Field' } satisfies StoryDefault;

const column = { maxWidth: '26rem' };

export const Empty: Story = () => (
  <div style={column}>
    <SearchField label="Search insights" placeholder="Attribution, ROAS, TikTok..." />
  </div>
);

export const WithValue: Story = () => (
  <div style={column}>
    <SearchField label="Search insights" defaultValue="incrementality testing" />
  </div>
);

export const HiddenLabel: Story = () => (
  <div style={column}>
    <SearchField label="Search the site" hideLabel placeholder="Search the site" />
  </div>
);

export const WithDescription: Story = () => (
  <div style={column}>
    <SearchField
      label="Find a tool"
      description="Search 40 free calculators and templates."
      placeholder="Budget planner"
    />
  </div>
);

export const Documentation = docsStory({
  name: 'Search Field',
  source: ['src/components/SearchField'],
  purpose: (
    <p>
      A text box for searching, with a search icon and a button that empties it: a React Aria search
      field (a native <code>type="search"</code> input). The product catalogue filters its list with
      one as the visitor types.
    </p>
  ),
  whenToUse: [
    'Narrowing a list by text: products, articles, tools. With a name (q), inside a Filter Form, so the search also works without JavaScript.',
    'Hide the label (hideLabel) only where the icon, the placeholder and what surrounds the box make its purpose plain; screen readers still hear it.',
  ],
  whenNotToUse: [
    'For any other text (a name, an email, a company): use Text Field. Its clear button and Escape would surprise there.',
    'For one choice among a few known values: use Filter Chips or Select.',
  ],
  states: [
    {
      name: 'Empty',
      story: Empty,
      description: 'The placeholder suggests what to search for; the clear button is hidden.',
    },
    {
      name: 'With value',
      story: WithValue,
      description: 'Once there is text, the clear button (“Clear search”) appears at the end.',
    },
    {
      name: 'Hidden label',
      story: HiddenLabel,
      description:
        'The label is visually hidden but still names the field. The catalogue’s search box is one.',
    },
    {
      name: 'With description',
      story: WithDescription,
      description: 'A hint under the box, read out after the label.',
    },
  ],
  keyboard: [
    { keys: 'Tab / Shift + Tab', does: 'Moves focus to and from the box.' },
    { keys: 'Escape', does: 'Empties the box (focus stays in it).' },
    {
      keys: 'Enter',
      does: 'Submits: in a Filter Form, the search is applied in place, or without JavaScript the filtered page loads.',
    },
  ],
  screenReader: [
    'Announced as a search field with its label: “Search insights, search text field”; the description is read after it.',
    'The clear button is named “Clear search”. It is left out of the Tab order: keyboard users press Escape instead.',
    'Results are not announced by the field itself: the list says how many it shows in a polite live region (“Showing 2 of 8 products”).',
  ],
  withoutJavaScript: (
    <p>
      The box is a native input: the visitor types, and Enter sends its form. In a Filter Form the
      browser loads the list’s own address with the text as <code>?q=</code>, and the server renders
      the filtered list. The clear button needs JavaScript and is not shown without it; the visitor
      deletes the text, or uses the form’s Clear link.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'A placeholder that suggests real searches: “Attribution, ROAS, TikTok...”.',
      dont: 'The placeholder as the only label: it disappears as soon as the visitor types. The label is required, even when hidden.',
    },
    {
      do: 'Filter as the visitor types, and say what was searched when nothing matches.',
      dont: 'A separate Search button beside the box when the list already filters as the visitor types.',
    },
  ],
});
