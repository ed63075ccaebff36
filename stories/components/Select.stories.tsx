import type { Story, StoryDefault } from '@ladle/react';
import { Radio, RadioGroup } from '../../src/components/RadioGroup/RadioGroup';
import { Select, SelectItem } from '../../src/components/Select/Select';
import { docsStory } from '../support/docs';

export default { title: 'Components / Select' } satisfies StoryDefault;

const column = { maxWidth: '22rem' };

const budgets = [
  { id: 'under-10k', name: 'Under 10k a month' },
  { id: '10k-50k', name: '10k to 50k a month' },
  { id: '50k-250k', name: '50k to 250k a month' },
  { id: 'over-250k', name: 'Over 250k a month' },
];

export const Placeholder: Story = () => (
  <div style={column}>
    <Select label="Monthly media budget" name="budget" placeholder="Choose a range" items={budgets}>
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  </div>
);

export const Selected: Story = () => (
  <div style={column}>
    <Select
      label="Main goal"
      name="goal"
      defaultSelectedKey="leads"
      description="We tailor the first call to this."
    >
      <SelectItem id="leads">More qualified leads</SelectItem>
      <SelectItem id="sales">More online sales</SelectItem>
      <SelectItem id="brand">Brand awareness</SelectItem>
      <SelectItem id="retention">Customer retention</SelectItem>
    </Select>
  </div>
);

export const Invalid: Story = () => (
  <div style={column}>
    <Select
      label="Monthly media budget"
      name="budget"
      isInvalid
      errorMessage="Choose a budget range so we can plan the right team."
      items={budgets}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  </div>
);

export const Open: Story = () => (
  <div style={{ ...column, minHeight: '20rem' }}>
    <Select
      label="Monthly media budget"
      name="budget"
      defaultOpen
      defaultSelectedKey="10k-50k"
      items={budgets}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  </div>
);

export const Disabled: Story = () => (
  <div style={column}>
    <Select label="Office" name="office" isDisabled defaultSelectedKey="istanbul">
      <SelectItem id="new-york">New York</SelectItem>
      <SelectItem id="london">London</SelectItem>
      <SelectItem id="istanbul">Istanbul</SelectItem>
    </Select>
  </div>
);

export const Documentation = docsStory({
  name: 'Select',
  source: ['src/components/Select'],
  purpose: (
    <p>
      One choice from a longer list, kept out of the way until needed: a React Aria select, a button
      that opens a listbox in a popover. The contact form asks for the visitor’s role with it.
    </p>
  ),
  whenToUse: [
    'Six options or more, or options the visitor knows by name and can find by typing (roles, budget ranges, offices).',
    'In a form, where space is short and the choice is not the main point of the page.',
  ],
  whenNotToUse: [
    'Two to five options: show them all as a Radio Group, so the visitor sees the choice without opening anything.',
    'Filtering a list: use Filter Chips in a Filter Form, which work without JavaScript.',
    'Going to another page: use links (the site header’s menus).',
    'Choosing several options: a Select takes one.',
    'A short, plain choice such as a sort order, where the page should stay light: use Native Select.',
  ],
  states: [
    {
      name: 'Placeholder',
      story: Placeholder,
      description:
        'Nothing chosen yet: the placeholder (“Choose a range”) says what to do, in a fainter colour.',
    },
    {
      name: 'Selected',
      story: Selected,
      description: 'A choice is shown in the trigger. The description sits under it.',
    },
    {
      name: 'Invalid',
      story: Invalid,
      description:
        'Required and empty after a submit, or refused by the server: a red border and a message that says what to choose.',
    },
    {
      name: 'Open',
      story: Open,
      description:
        'The listbox in its popover, under the trigger: the chosen option is tinted and ticked. Open the story to see it; it covers what is below.',
      linkOnly: true,
    },
    {
      name: 'Disabled',
      story: Disabled,
      description:
        'Dimmed and out of the Tab order. Prefer explaining why a choice is fixed over disabling it.',
    },
  ],
  keyboard: [
    { keys: 'Tab / Shift + Tab', does: 'Moves focus to and from the trigger.' },
    {
      keys: 'Enter, Space, Arrow Down or Arrow Up',
      does: 'Opens the list, with focus on the chosen option (or the first or last).',
    },
    {
      keys: 'Typing (closed)',
      does: 'Chooses the first option that starts with the letters typed, without opening the list.',
    },
    {
      keys: 'Arrow Down / Arrow Up (open)',
      does: 'Moves through the options; Home and End go to the first and last; typing jumps to a match.',
    },
    { keys: 'Enter or Space (open)', does: 'Chooses the focused option and closes the list.' },
    { keys: 'Escape (open)', does: 'Closes the list without changing the choice.' },
  ],
  screenReader: [
    'The trigger is a button that opens a listbox, named by its value and its label: “Under 10k a month, Monthly media budget, button”; the placeholder stands in for the value until a choice is made.',
    'The description and any error are read after the name; a required Select is announced as required.',
    'Open, focus moves into the listbox: each option is read with its place (“Over 250k a month, 4 of 4”) and the chosen one as selected. Closing returns focus to the trigger.',
  ],
  withoutJavaScript: (
    <p>
      A named Select works: until the visitor comes to its form (and without JavaScript) it is the
      browser’s own select, drawn like the trigger, with the same label, options, placeholder,
      description and error, so the visitor chooses and the form sends it. A choice made before is
      kept as React Aria takes over. Without a name it is only the React Aria trigger, which needs
      JavaScript to open.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Two to five options: a Radio Group shows them all at once.',
      dont: 'A Select for two or three options: the visitor has to open it to learn what the choices are.',
      doExample: (
        <RadioGroup label="First call" defaultValue="video">
          <Radio value="video">Video call</Radio>
          <Radio value="office">At our office</Radio>
        </RadioGroup>
      ),
      dontExample: (
        <div style={column}>
          <Select label="First call" defaultSelectedKey="video">
            <SelectItem id="video">Video call</SelectItem>
            <SelectItem id="office">At our office</SelectItem>
          </Select>
        </div>
      ),
    },
    {
      do: 'A placeholder that says what to do (“Choose a range”), with a real label above.',
      dont: 'A placeholder that repeats the label, or an option such as “None” to mean nothing chosen.',
    },
  ],
});
