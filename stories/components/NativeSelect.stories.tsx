import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { NativeSelect } from '../../src/components/NativeSelect/NativeSelect';
import { docsStory } from '../support/docs';

export default { title: 'Components / Native Select' } satisfies StoryDefault;

const column = { maxWidth: '16rem' };

const sorts = [
  { id: 'date', label: 'Newest First' },
  { id: 'title', label: 'Alphabetical' },
];

/** The articles list's sort order, held in the story (on the site it is the URL's `sort`). */
export const SortOrder: Story = () => {
  const [sort, setSort] = useState('date');
  return (
    <div style={column}>
      <NativeSelect name="sort" label="Sort by" options={sorts} value={sort} onChange={setSort} />
    </div>
  );
};

export const PlaceholderRequired: Story = () => (
  <div style={column}>
    <NativeSelect
      name="office"
      label="Nearest office"
      placeholder="Choose an office"
      isRequired
      options={[
        { id: 'london', label: 'London' },
        { id: 'new-york', label: 'New York' },
        { id: 'istanbul', label: 'Istanbul' },
      ]}
    />
  </div>
);
PlaceholderRequired.storyName = 'Placeholder, required';

export const Invalid: Story = () => (
  <div style={column}>
    <NativeSelect
      name="office"
      label="Nearest office"
      placeholder="Choose an office"
      isInvalid
      errorMessage="Choose the office nearest to you."
      options={[
        { id: 'london', label: 'London' },
        { id: 'new-york', label: 'New York' },
      ]}
    />
  </div>
);

export const Disabled: Story = () => (
  <div style={column}>
    <NativeSelect name="sort" label="Sort by" isDisabled options={sorts} defaultValue="title" />
  </div>
);

export const Documentation = docsStory({
  name: 'Native Select',
  source: ['src/components/NativeSelect'],
  purpose: (
    <p>
      The browser’s own select, drawn like the Select’s trigger, with the same label, description
      and error. It is what a Select is before the page hydrates, and on its own the choice of a
      short list that needs nothing React Aria adds: the articles list’s sort order. No script to
      download, the phone’s own picker, and it works without JavaScript.
    </p>
  ),
  whenToUse: [
    'A short, plain choice that a filter or sort form sends as a search param (Newest First or Alphabetical).',
    'Where the page must stay light: a Select brings React Aria’s popover and listbox (about 25 kB gzip).',
  ],
  whenNotToUse: [
    'Options that need more than a line of text, or a custom look when open: use Select.',
    'Two to five options the visitor should see at once in a form: use a Radio Group.',
    'Filtering a list by category: use Filter Chips.',
  ],
  states: [
    {
      name: 'Sort order',
      story: SortOrder,
      description: 'Controlled: the articles list’s sort, Newest First chosen.',
    },
    {
      name: 'Placeholder, required',
      story: PlaceholderRequired,
      description:
        'An empty first option says what to do; a required select refuses it when the form is sent.',
    },
    {
      name: 'Invalid',
      story: Invalid,
      description: 'Refused (by the browser or the server): a red border and the message under it.',
    },
    {
      name: 'Disabled',
      story: Disabled,
      description: 'Dimmed and out of the Tab order.',
    },
  ],
  keyboard: [
    { keys: 'Tab / Shift + Tab', does: 'Moves focus to and from the select.' },
    {
      keys: 'Arrow Down / Arrow Up',
      does: 'Chooses the next or previous option without opening the list (on most desktops).',
    },
    { keys: 'Alt + Arrow Down, Space or Enter', does: 'Opens the browser’s list of options.' },
    { keys: 'Typing', does: 'Jumps to the first option that starts with the letters typed.' },
  ],
  screenReader: [
    'A combo box (or pop-up button, by platform) named by its label, with its value: “Sort by, Newest First, combo box”.',
    'The description and any error are read after the name; a required select is announced as required.',
  ],
  withoutJavaScript: (
    <p>
      Everything: it is a form field of its own, so the visitor chooses and the form sends it. A
      controlled one also reports each change, so a list can sort at once with JavaScript.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'A real label above (“Sort by”), visible.',
      dont: 'The first option as the label (“Sort by…”) with no label: it disappears once a choice is made.',
    },
  ],
});
