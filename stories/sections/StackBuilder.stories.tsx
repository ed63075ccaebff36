import type { Story, StoryDefault } from '@ladle/react';
import { mixAndMatchModules, modulesPage } from '../../src/content/growth-os/modules';
import { StackBuilder } from '../../src/sections/StackBuilder/StackBuilder';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Stack Builder' } satisfies StoryDefault;

const { stackBuilder } = modulesPage;

/** The mix-and-match grid on /modules, before the visitor picks anything. */
export const EmptySelection: Story = () => (
  <StackBuilder
    heading={stackBuilder.heading}
    eyebrow={stackBuilder.eyebrow}
    intro={stackBuilder.intro}
    modules={mixAndMatchModules}
    groupLabel={stackBuilder.groupLabel}
    from="/modules"
    buttonLabel={stackBuilder.buttonLabel}
  />
);

/** Three modules picked: the summary lists them and Build My Stack carries them. */
export const PresetSelection: Story = () => (
  <StackBuilder
    heading={stackBuilder.heading}
    intro={stackBuilder.intro}
    modules={mixAndMatchModules}
    groupLabel={stackBuilder.groupLabel}
    from="/modules"
    buttonLabel={stackBuilder.buttonLabel}
    defaultSelected={['signalos', 'leadsync', 'ai-boost']}
    tone="body"
  />
);

export const Documentation = docsStory({
  name: 'Stack Builder',
  source: ['src/sections/StackBuilder'],
  purpose: (
    <p>
      The mix-and-match grid on /modules: the visitor picks the Growth OS modules they are
      interested in, a line under the grid sums up the choice, and “Build My Stack” takes it to the
      contact form, where it travels with the enquiry. It turns browsing into a brief the strategist
      can prepare for.
    </p>
  ),
  whenToUse: [
    'At the end of a page of options, when the next step is a conversation about a combination of them.',
    'For up to nine options that can be picked in any number, each with a name and one outcome figure.',
  ],
  whenNotToUse: [
    'To filter a list: use Filter Chips (one choice) in a Filter Form, as the product catalogue does.',
    'For a single yes or no choice: use Switch or Checkbox.',
    'As a form field that must be filled: the selection is optional and the form works without it.',
  ],
  states: [
    {
      name: 'Empty selection',
      story: EmptySelection,
      description:
        'Nothing picked: the summary says “No modules selected yet” and Build My Stack goes to the contact form with no modules.',
    },
    {
      name: 'Preset selection',
      story: PresetSelection,
      description:
        'Three picked, on the body band: each picked tile is filled with a tick, the summary lists them in grid order, and the button’s link carries them (stack=SignalOS,LeadSync,AI Boost).',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Enters the grid at the last tile used (the first, at the start), then leaves it for Build My Stack: the grid is one Tab stop.',
    },
    {
      keys: 'Arrow Left / Arrow Right',
      does: 'Moves between tiles in reading order (it stops at the first and last tile; Up and Down do nothing).',
    },
    { keys: 'Enter or Space', does: 'Picks or unpicks the focused tile.' },
    { keys: 'Enter (on Build My Stack)', does: 'Goes to the contact form with the selection.' },
  ],
  screenReader: [
    'A region named by its h2 (“Mix and match your stack”). The grid is a toolbar named by its visible label, “Choose modules for your stack”.',
    'Each tile is a toggle button read with its outcome: “SignalOS 40% faster opportunity identification, toggle button, pressed” (or “not pressed”). The tick is decorative.',
    'The summary is a polite live region: after each pick it reads “2 modules selected: SignalOS, LeadSync”.',
  ],
  withoutJavaScript: (
    <p>
      The builder is a form that goes to the contact page. Without JavaScript, and until the visitor
      first comes to it, the tiles are checkboxes drawn exactly like the toggle buttons (each its
      own Tab stop; Space ticks it) and Build My Stack submits them with the attribution
      (/contact?ref=cta&amp;from=/modules&amp;label=build-my-stack&amp;stack=SignalOS&amp;stack=LeadSync),
      so the contact page shows and sends the same stack. Once the page has hydrated the summary
      follows every tick; when a pointer or focus reaches the form, React Aria’s toggle button group
      replaces the checkboxes with the same picks and the button becomes the link.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Give the grid a visible label that says what picking does (“Choose modules for your stack”).',
      dont: 'Rely on the section heading alone: a screen reader entering the grid would hear only “toolbar”.',
    },
    {
      do: 'Keep one short outcome per tile, with a figure the module’s page backs up.',
      dont: 'Add descriptions to the tiles: each one is read in full every time focus lands on it.',
    },
  ],
});
