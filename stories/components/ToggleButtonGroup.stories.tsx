import type { Story, StoryDefault } from '@ladle/react';
import {
  ToggleButton,
  ToggleButtonGroup,
} from '../../src/components/ToggleButtonGroup/ToggleButtonGroup';
import { moduleNames } from '../../src/content/growth-os/moduleNames';
import { docsStory } from '../support/docs';

export default { title: 'Components / Toggle Button Group' } satisfies StoryDefault;

export const AllSelected: Story = () => (
  <ToggleButtonGroup aria-label="Filter case studies by sector" defaultSelectedKeys={['all']}>
    <ToggleButton id="all">All sectors</ToggleButton>
    <ToggleButton id="retail">Retail</ToggleButton>
    <ToggleButton id="fintech">Fintech</ToggleButton>
    <ToggleButton id="travel">Travel</ToggleButton>
    <ToggleButton id="b2b">B2B software</ToggleButton>
  </ToggleButtonGroup>
);

export const FilterSelected: Story = () => (
  <ToggleButtonGroup aria-label="Filter insights by topic" defaultSelectedKeys={['measurement']}>
    <ToggleButton id="all">All topics</ToggleButton>
    <ToggleButton id="measurement">Measurement</ToggleButton>
    <ToggleButton id="creative">Creative</ToggleButton>
    <ToggleButton id="search">Search</ToggleButton>
  </ToggleButtonGroup>
);

/** Multiple selection, as the Stack Builder picks modules: any number on, none included. */
export const SeveralSelected: Story = () => (
  <ToggleButtonGroup
    aria-label="Modules in your stack"
    selectionMode="multiple"
    disallowEmptySelection={false}
    defaultSelectedKeys={['SignalOS', 'Attribution Core', 'Performance Pulse']}
  >
    {moduleNames.slice(0, 6).map((name) => (
      <ToggleButton key={name} id={name}>
        {name}
      </ToggleButton>
    ))}
  </ToggleButtonGroup>
);

export const DisabledButton: Story = () => (
  <ToggleButtonGroup aria-label="Filter events by format" defaultSelectedKeys={['online']}>
    <ToggleButton id="online">Online</ToggleButton>
    <ToggleButton id="in-person" isDisabled>
      In person (none scheduled)
    </ToggleButton>
  </ToggleButtonGroup>
);

export const Documentation = docsStory({
  name: 'Toggle Button Group',
  source: ['src/components/ToggleButtonGroup'],
  purpose: (
    <p>
      A row of pill buttons that stay pressed: a React Aria toggle button group. By default one
      button is always chosen, like radios (“All” included); with multiple selection the visitor
      turns any number on, as the Stack Builder does with modules.
    </p>
  ),
  whenToUse: [
    'Picking several items to take somewhere, where a tile or pill reads better than a checkbox list: the Stack Builder’s modules (selectionMode="multiple").',
    'A single choice that changes a view in a part of the page that needs JavaScript anyway.',
  ],
  whenNotToUse: [
    'Filtering a list: use Filter Chips in a Filter Form. They look the same, but are native radios in a GET form, so the filter works without JavaScript and lives in the address.',
    'A choice sent with a form: use a Radio Group.',
    'A single on/off setting: use Switch.',
    'Actions (“Download”, “Share”): use Button.',
  ],
  states: [
    {
      name: 'All selected',
      story: AllSelected,
      description:
        'Single selection, the default: the chosen button is filled with the accent colour, and one is always chosen.',
    },
    {
      name: 'Filter selected',
      story: FilterSelected,
      description: 'Another button chosen; pressing it again keeps it chosen.',
    },
    {
      name: 'Several selected',
      story: SeveralSelected,
      description:
        'Multiple selection with none required (disallowEmptySelection={false}): each button turns on and off by itself.',
    },
    {
      name: 'Disabled button',
      story: DisabledButton,
      description:
        'A button that cannot be chosen is dimmed and skipped. Say why in its label, or leave it out.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves into the group, to the first button (or the one last focused), and out of it again: one Tab stop.',
    },
    {
      keys: 'Arrow Left / Arrow Right',
      does: 'Move focus between the buttons, skipping disabled ones; they do not choose.',
    },
    { keys: 'Enter or Space', does: 'Chooses the focused button (multiple: turns it on or off).' },
  ],
  screenReader: [
    'Single selection is announced as a radio group with its aria-label (“Filter case studies by sector, radio group”), each button as a radio: “Retail, radio button, not checked, 2 of 5”.',
    'Multiple selection is a toolbar of toggle buttons: “SignalOS, toggle button, pressed”. Give it a visible label and point aria-labelledby at it, as the Stack Builder does.',
    'Say what a choice changed elsewhere in a polite live region (the Stack Builder’s “3 modules selected: …”).',
  ],
  withoutJavaScript: (
    <p>
      Nothing: they are buttons whose state lives in React, and they are not form fields. Use them
      only where the result needs JavaScript anyway, and never as the only way to reach content. For
      filters that must work without JavaScript, use Filter Chips in a Filter Form.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Name the group after what it does: “Filter case studies by sector”.',
      dont: 'A group without a name: screen readers hear “radio group” and a list of words.',
    },
    {
      do: 'Filter Chips for a list’s filters, so they work before and without JavaScript.',
      dont: 'A Toggle Button Group as the filters of a list the server could render.',
    },
  ],
});
