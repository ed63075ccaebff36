import type { Story, StoryDefault } from '@ladle/react';
import { Link } from '../../src/components/Link/Link';
import { VisuallyHidden } from '../../src/components/VisuallyHidden/VisuallyHidden';

export default { title: 'Components / VisuallyHidden' } satisfies StoryDefault;

export const ExtraContextForScreenReaders: Story = () => (
  <p>
    <Link href="/reports/benchmark-2025.pdf">
      Download the 2025 paid media benchmark
      <VisuallyHidden> (PDF, 2 MB)</VisuallyHidden>
    </Link>
  </p>
);
