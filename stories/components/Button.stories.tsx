import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../../src/components/Button/Button';
import { LinkButton } from '../../src/components/LinkButton/LinkButton';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Button' } satisfies StoryDefault;

export const Variants: Story = () => (
  <Stack direction="row" gap="md" wrap align="center">
    <Button variant="primary">Book a growth audit</Button>
    <Button variant="secondary">See our results</Button>
    <Button variant="ghost">Read the methodology</Button>
  </Stack>
);

export const Sizes: Story = () => (
  <Stack gap="lg">
    <Stack direction="row" gap="md" wrap align="center">
      <Button size="md">Plan my campaign</Button>
      <Button size="md" variant="secondary">
        Compare packages
      </Button>
    </Stack>
    <Stack direction="row" gap="md" wrap align="center">
      <Button size="lg">Plan my campaign</Button>
      <Button size="lg" variant="secondary">
        Compare packages
      </Button>
    </Stack>
  </Stack>
);

export const WithIcon: Story = () => (
  <Stack direction="row" gap="md" wrap align="center">
    <Button>
      Start the ROAS review
      <svg
        width="18"
        height="18"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 10h12M11 5l5 5-5 5" />
      </svg>
    </Button>
    <Button variant="secondary">
      <svg
        width="18"
        height="18"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M10 3v10M5 9l5 5 5-5M4 17h12" />
      </svg>
      Download the benchmark report
    </Button>
  </Stack>
);

export const Disabled: Story = () => (
  <Stack direction="row" gap="md" wrap align="center">
    <Button isDisabled>Sending your brief</Button>
    <Button variant="secondary" isDisabled>
      Audit unavailable
    </Button>
    <Button variant="ghost" isDisabled>
      No more results
    </Button>
  </Stack>
);

export const Pending: Story = () => <Button isPending>Submitting your request</Button>;

export const Documentation = docsStory({
  name: 'Button',
  source: ['src/components/Button'],
  purpose: (
    <p>
      A React Aria button in the agency's three weights. It does something on this page: sends a
      form, opens a panel, applies a choice. Its looks are shared with Link Button, which goes
      somewhere.
    </p>
  ),
  whenToUse: [
    'To submit a form (type="submit") or run an action on the current page.',
    'Primary for the one main action of a view, secondary for the alternatives beside it, ghost for quiet actions inside dense areas.',
  ],
  whenNotToUse: [
    'To go to another page or a section of this one: use Link Button (a real link that works without JavaScript, opens in a new tab, and is tracked as a call to action).',
    'For a choice that stays on or off: use Toggle Button Group or Switch.',
    'For words inside a sentence: use Link.',
  ],
  states: [
    {
      name: 'Variants',
      story: Variants,
      description: 'Primary, secondary and ghost. One primary per view.',
    },
    {
      name: 'Sizes',
      story: Sizes,
      description: 'md (44 px high, the minimum touch target) and lg (52 px) for heroes and bands.',
    },
    {
      name: 'With icon',
      story: WithIcon,
      description: 'An SVG icon before or after the label; it is decorative (aria-hidden).',
    },
    {
      name: 'Disabled',
      story: Disabled,
      description:
        'Dimmed and not pressable. Prefer explaining why an action is unavailable over disabling it.',
    },
    {
      name: 'Pending',
      story: Pending,
      description:
        'While a form is being sent: the button stays focusable, says it is busy, and ignores presses.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves focus to and from the button; the focus ring shows.',
    },
    { keys: 'Enter or Space', does: 'Presses it.' },
  ],
  screenReader: [
    'Announced as “{label}, button”. A disabled one is announced “dimmed” or “unavailable”.',
    'Pending: React Aria keeps the button focusable and announces the busy state; the page should also say what happened (the contact form raises a toast).',
    'An icon-only button needs an aria-label (the search field’s clear button is “Clear search”).',
  ],
  withoutJavaScript: (
    <p>
      A submit button sends its form natively. Any other button needs JavaScript: it must never be
      the only way to reach content or navigation. Where a visitor without JavaScript needs the
      action, use a Link Button to a real address or a form that posts.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'One primary action per view, with the alternatives as secondary.',
      dont: 'Two primary buttons side by side: the visitor cannot tell which one matters.',
      doExample: (
        <Stack direction="row" gap="md" wrap align="center">
          <Button>Book Strategy Session</Button>
          <Button variant="secondary">Request a Demo</Button>
        </Stack>
      ),
      dontExample: (
        <Stack direction="row" gap="md" wrap align="center">
          <Button>Book Strategy Session</Button>
          <Button>Request a Demo</Button>
        </Stack>
      ),
    },
    {
      do: 'Navigation is a link: Link Button keeps the address, middle-click and tracking.',
      dont: 'A Button whose press changes the page’s address.',
      doExample: <LinkButton href="/proof">See our results</LinkButton>,
    },
  ],
});
