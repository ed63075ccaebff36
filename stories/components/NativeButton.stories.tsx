import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../../src/components/Button/Button';
import { NativeButton } from '../../src/components/NativeButton/NativeButton';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Native Button' } satisfies StoryDefault;

export const Variants: Story = () => (
  <Stack direction="row" gap="md" wrap align="center">
    <NativeButton variant="primary">Try Again</NativeButton>
    <NativeButton variant="secondary" size="lg">
      Load More Cases
    </NativeButton>
    <NativeButton variant="ghost">Show products</NativeButton>
  </Stack>
);

export const Disabled: Story = () => (
  <Stack direction="row" gap="md" wrap align="center">
    <NativeButton disabled>Sending your brief</NativeButton>
    <NativeButton variant="secondary" disabled>
      No more cases
    </NativeButton>
  </Stack>
);

/** The two side by side: a designer should not be able to tell them apart. */
export const BesideButton: Story = () => (
  <Stack direction="row" gap="md" wrap align="center">
    <Button variant="secondary">React Aria Button</Button>
    <NativeButton variant="secondary">Native Button</NativeButton>
  </Stack>
);

export const Documentation = docsStory({
  name: 'Native Button',
  source: ['src/components/NativeButton'],
  purpose: (
    <p>
      The browser's own button, drawn exactly as a Button. For an action that is only a press, it
      does everything a visitor needs (click, tap, Enter, Space, focus ring) without loading React
      Aria with the page: a list's Try Again, Load More Cases, the not-found page's Go Back, a
      filter form's submit button, the contact page's Contact Us, a carousel's arrows.
    </p>
  ),
  whenToUse: [
    'A press that submits a form or runs one action on this page, outside any React Aria pattern.',
    'On pages that otherwise load no React Aria: it keeps their JavaScript small.',
  ],
  whenNotToUse: [
    'Inside a React Aria pattern (a dialog trigger, a select, a carousel, a disclosure): use Button, which those patterns expect.',
    'To go somewhere: use Link Button.',
  ],
  states: [
    {
      name: 'Variants',
      story: Variants,
      description: 'Primary, secondary and ghost, in md and lg, as Button.',
    },
    {
      name: 'Disabled',
      story: Disabled,
      description: 'The native disabled attribute: dimmed, not focusable, not pressable.',
    },
    {
      name: 'Beside Button',
      story: BesideButton,
      description:
        'Hover, press and focus look the same: the styles match React Aria’s data attributes and the browser’s :hover, :active and :focus-visible alike.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves focus to and from the button; the focus ring shows for the keyboard only.',
    },
    { keys: 'Enter or Space', does: 'Presses it.' },
  ],
  screenReader: [
    'Announced as “{label}, button”; a disabled one as “dimmed” or “unavailable”.',
    'It has no pending state: for a press that waits on the network, use Button with isPending.',
  ],
  withoutJavaScript: (
    <p>
      A submit button sends its form natively (Try Again reloads the list; Show products applies the
      filters). Any other press needs JavaScript: such buttons are shown only when scripts run, as
      Go Back and Load More Cases are.
    </p>
  ),
});
