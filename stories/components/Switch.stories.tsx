import type { Story, StoryDefault } from '@ladle/react';
import { Switch } from '../../src/components/Switch/Switch';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Switch' } satisfies StoryDefault;

export const States: Story = () => (
  <Stack gap="xs">
    <Switch>Send me the monthly growth newsletter</Switch>
    <Switch defaultSelected>Allow analytics cookies</Switch>
    <Switch isDisabled>Essential cookies (always on)</Switch>
    <Switch isDisabled defaultSelected>
      Strictly necessary storage
    </Switch>
  </Stack>
);

export const Off: Story = () => <Switch>Show prices in euros</Switch>;

export const On: Story = () => <Switch defaultSelected>Show prices in euros</Switch>;

export const Documentation = docsStory({
  name: 'Switch',
  source: ['src/components/Switch'],
  purpose: (
    <p>
      An on/off setting that takes effect the moment it changes: a React Aria switch, a native
      checkbox with the switch role, drawn as a track and a thumb. Its label says what is on.
    </p>
  ),
  whenToUse: [
    'A setting the visitor turns on or off and sees applied at once (prices in euros, a preference).',
    'The categories of the cookie preferences, where each switch sets what “Save Preferences” will store: the pattern visitors know from consent panels.',
  ],
  whenNotToUse: [
    'A choice sent later with a form (an opt-in in the contact form): a switch reads as already applied. Ask with a Radio Group instead.',
    'Choosing between two named options (Monthly or Yearly): use a Radio Group or Toggle Button Group, which name both sides.',
    'An action (send, delete): use Button.',
  ],
  states: [
    {
      name: 'Off',
      story: Off,
      description: 'The thumb on the left, the track outlined.',
    },
    {
      name: 'On',
      story: On,
      description: 'The thumb on the right, the track filled with the accent colour.',
    },
    {
      name: 'States',
      story: States,
      description:
        'Off, on, and disabled in both positions: a disabled switch is dimmed (essential storage that is always on).',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves focus to and from the switch; the focus ring outlines the track.',
    },
    { keys: 'Space', does: 'Turns it on or off.' },
  ],
  screenReader: [
    'Announced as “{label}, switch, off” (or “on”); a change is read at once.',
    'The label is its name; further detail can be linked with aria-describedby, as the cookie preferences do for each category’s description.',
    'A disabled switch is announced “dimmed” or “unavailable”, with its position.',
  ],
  withoutJavaScript: (
    <p>
      The checkbox is native, so the browser would toggle it, but the track and thumb are drawn from
      React Aria’s state and do not move until the scripts run, and nothing applies the setting. Use
      a switch only where JavaScript is needed anyway: the cookie banner appears only when scripts
      run.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'A label that names the setting when on: “Allow analytics cookies”.',
      dont: 'A label that is a question or names both states: “Analytics cookies on/off?”.',
    },
    {
      do: 'Apply the change as soon as the switch moves.',
      dont: 'A switch in a form that needs a Save or Send button to take effect (outside consent panels): the visitor thinks it is done.',
    },
  ],
});
