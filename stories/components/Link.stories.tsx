import type { Story, StoryDefault } from '@ladle/react';
import { Link } from '../../src/components/Link/Link';
import { Stack } from '../../src/components/Stack/Stack';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';

export default { title: 'Components / Link' } satisfies StoryDefault;

export const InText: Story = () => (
  <p style={{ maxWidth: '40rem' }}>
    Our paid social team rebuilt the account structure for a subscription retailer and lifted
    blended ROAS by 38% in one quarter. Read the{' '}
    <Link href="/cases/subscription-retail">full case study</Link> or see{' '}
    <Link href="/services/paid-social">how we run paid social</Link>.
  </p>
);

export const Subtle: Story = () => (
  <Stack as="ul" gap="xs">
    <li>
      <Link href="/services/seo" variant="subtle">
        Search engine optimisation
      </Link>
    </li>
    <li>
      <Link href="/services/crm" variant="subtle">
        CRM and lifecycle marketing
      </Link>
    </li>
    <li>
      <Link href="/services/analytics" variant="subtle">
        Analytics and measurement
      </Link>
    </li>
  </Stack>
);

export const External: Story = () => (
  <p>
    We publish our attribution model on{' '}
    <Link href="https://github.com/" target="_blank">
      GitHub
    </Link>{' '}
    so clients can audit every number.
  </p>
);

export const OnEmphasis: Story = () => (
  <div
    style={{
      padding: scale.space.xl,
      borderRadius: scale.radius.lg,
      backgroundColor: vars.color.background.emphasis,
      color: vars.color.foreground.onEmphasis,
    }}
  >
    <p>
      Ready to turn media spend into predictable growth?{' '}
      <Link href="/contact" tone="onEmphasis">
        Book a 30-minute strategy call
      </Link>
      .
    </p>
  </div>
);
