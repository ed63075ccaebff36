import type { Story, StoryDefault } from '@ladle/react';
import { LinkButton } from '../../src/components/LinkButton/LinkButton';
import { Stack } from '../../src/components/Stack/Stack';

export default { title: 'Components / LinkButton' } satisfies StoryDefault;

export const Variants: Story = () => (
  <Stack direction="row" gap="md" wrap align="center">
    <LinkButton href="/contact">Talk to a strategist</LinkButton>
    <LinkButton href="/cases" variant="secondary">
      Browse case studies
    </LinkButton>
    <LinkButton href="/insights" variant="ghost">
      Latest insights
    </LinkButton>
  </Stack>
);

export const Large: Story = () => (
  <Stack direction="row" gap="md" wrap align="center">
    <LinkButton href="/contact" size="lg">
      Get your growth plan
    </LinkButton>
    <LinkButton href="/services" size="lg" variant="secondary">
      Explore services
    </LinkButton>
  </Stack>
);

export const External: Story = () => (
  <LinkButton href="https://www.linkedin.com/" target="_blank" variant="secondary">
    Follow us on LinkedIn
  </LinkButton>
);

export const Disabled: Story = () => (
  <LinkButton href="/events" isDisabled>
    Registration closed
  </LinkButton>
);
