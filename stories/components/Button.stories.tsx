import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../../src/components/Button/Button';
import { Stack } from '../../src/components/Stack/Stack';

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
