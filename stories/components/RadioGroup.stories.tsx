import type { Story, StoryDefault } from '@ladle/react';
import { Radio, RadioGroup } from '../../src/components/RadioGroup/RadioGroup';
import { contactPreferenceOptions } from '../../src/features/contactForm/submission';
import { docsStory } from '../support/docs';

export default { title: 'Components / Radio Group' } satisfies StoryDefault;

/** The contact form's preference: three options in a row, email chosen by default. */
export const Horizontal: Story = () => (
  <RadioGroup label="Contact Preference" defaultValue="email" name="contactPreference">
    {contactPreferenceOptions.map((option) => (
      <Radio key={option.id} value={option.id}>
        {option.label}
      </Radio>
    ))}
  </RadioGroup>
);

export const Vertical: Story = () => (
  <RadioGroup
    label="Monthly media budget"
    description="A range is enough: it helps us bring the right team."
    orientation="vertical"
    defaultValue="100k-500k"
  >
    <Radio value="under-100k">Under £100k</Radio>
    <Radio value="100k-500k">£100k to £500k</Radio>
    <Radio value="over-500k">Over £500k</Radio>
  </RadioGroup>
);

export const Invalid: Story = () => (
  <RadioGroup
    label="Preferred office"
    isRequired
    isInvalid
    errorMessage="Choose the office nearest to you."
  >
    <Radio value="new-york">New York</Radio>
    <Radio value="london">London</Radio>
    <Radio value="istanbul">Istanbul</Radio>
  </RadioGroup>
);

export const WithDisabledOption: Story = () => (
  <RadioGroup label="Contact Preference" defaultValue="email">
    <Radio value="email">Email</Radio>
    <Radio value="whatsapp">WhatsApp</Radio>
    <Radio value="phone" isDisabled>
      Phone (weekdays only)
    </Radio>
  </RadioGroup>
);

export const Documentation = docsStory({
  name: 'Radio Group',
  source: ['src/components/RadioGroup'],
  purpose: (
    <p>
      One choice among a few options, all in view: a React Aria radio group of native radios with a
      visible label, an optional description and an error message. The contact form asks for the
      visitor’s contact preference with it.
    </p>
  ),
  whenToUse: [
    'Two to five options that exclude each other and that the visitor should compare at a glance (Email, WhatsApp or Phone).',
    'When a sensible default exists, choose it in advance (defaultValue): the visitor only acts to change it.',
    'Horizontal (the default) for a few short labels; vertical for longer labels or ranges.',
  ],
  whenNotToUse: [
    'Six options or more, or options the visitor can find by name (roles, countries): use Select.',
    'Filtering a list: use Filter Chips in a Filter Form, which work without JavaScript and keep the filter in the address.',
    'An on/off setting that applies at once: use Switch.',
    'Choosing several options: use a Toggle Button Group with multiple selection (as in the Stack Builder).',
  ],
  states: [
    {
      name: 'Horizontal',
      story: Horizontal,
      description:
        'Options in a row that wraps on small screens. With a name, the choice is sent with the form (contactPreference=email).',
    },
    {
      name: 'Vertical',
      story: Vertical,
      description:
        'One option per line, for ranges and longer labels. The description sits under the options.',
    },
    {
      name: 'Invalid',
      story: Invalid,
      description:
        'Required and nothing chosen after a submit: the circles turn red and the message says what to choose.',
    },
    {
      name: 'With disabled option',
      story: WithDisabledOption,
      description:
        'An option that cannot be chosen is dimmed and skipped by the arrow keys. Say why in its label.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves into the group, to the chosen option (or the first when none is chosen), and out of it again: the group is one Tab stop.',
    },
    {
      keys: 'Arrow keys',
      does: 'Move to the next or previous option and choose it at once, wrapping round at the ends and skipping disabled options.',
    },
    { keys: 'Space', does: 'Chooses the focused option when none is chosen yet.' },
  ],
  screenReader: [
    'The group is announced with its label: “Contact Preference, radio group”; the description and any error are read with it.',
    'Each option says its name, state and place: “WhatsApp, radio button, not checked, 2 of 3”.',
    'A required group is announced as required; an invalid one as invalid, with its message.',
    'A disabled option is announced “dimmed” or “unavailable”.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: the radios are native and named, so the browser lets the visitor choose with
      the mouse or arrow keys and a form sends the choice. The filled circle and the focus ring
      follow the native input’s own checked and focused state. With JavaScript the group stays
      native until the visitor comes to its form (a pointer or focus in it); React Aria’s group is
      loaded then and replaces it, keeping the choice and the focused option.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Short, parallel labels, with the most common choice chosen in advance.',
      dont: 'Long sentences as options, or a lone radio for a yes: a single radio cannot be unchecked.',
      doExample: (
        <RadioGroup label="First call" defaultValue="video">
          <Radio value="video">Video call</Radio>
          <Radio value="phone">Phone call</Radio>
          <Radio value="office">At our office</Radio>
        </RadioGroup>
      ),
    },
    {
      do: 'An error that says what to do: “Choose the office nearest to you.”',
      dont: 'An error that only says something is wrong: “Invalid selection”.',
    },
  ],
});
