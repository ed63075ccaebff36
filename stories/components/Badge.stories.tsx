import type { Story, StoryDefault } from '@ladle/react';
import { Badge } from '../../src/components/Badge/Badge';
import { Stack } from '../../src/components/Stack/Stack';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';

export default { title: 'Components / Badge' } satisfies StoryDefault;

export const Tones: Story = () => (
  <Stack direction="row" gap="sm" wrap align="center">
    <Badge tone="neutral">Report</Badge>
    <Badge tone="accent">New service</Badge>
    <Badge tone="positive">+24% conversion rate</Badge>
  </Stack>
);

export const OnSurface: Story = () => (
  <div
    style={{
      padding: scale.space.lg,
      borderRadius: scale.radius.lg,
      backgroundColor: vars.color.background.surface,
    }}
  >
    <Stack direction="row" gap="sm" wrap align="center">
      <Badge>Hiring</Badge>
      <Badge tone="accent">Case study</Badge>
      <Badge tone="positive">Live</Badge>
    </Stack>
  </div>
);
