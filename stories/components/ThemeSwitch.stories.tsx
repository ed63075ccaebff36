import type { Story, StoryDefault } from '@ladle/react';
import { Link } from '../../src/components/Link/Link';
import { Stack } from '../../src/components/Stack/Stack';
import { ThemeSwitch } from '../../src/features/theme/ThemeSwitch';
import { useTheme } from '../../src/features/theme/useTheme';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';

export default { title: 'Components / ThemeSwitch' } satisfies StoryDefault;

export const Default: Story = () => <ThemeSwitch />;

function CurrentTheme() {
  const { preference, resolvedTheme } = useTheme();
  return (
    <p>
      Preference: {preference}. Showing the {resolvedTheme} theme.
    </p>
  );
}

export const WithStatus: Story = () => (
  <Stack gap="sm" align="start">
    <ThemeSwitch />
    <CurrentTheme />
  </Stack>
);

export const InHeader: Story = () => (
  <header
    style={{
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: scale.space.md,
      padding: scale.space.md,
      borderRadius: scale.radius.md,
      border: `1px solid ${vars.color.border.subtle}`,
      backgroundColor: vars.color.background.body,
    }}
  >
    <strong style={{ fontSize: scale.fontSize.xl }}>Response</strong>
    <Stack direction="row" gap="lg" align="center">
      <Link href="/services" variant="subtle">
        Services
      </Link>
      <Link href="/cases" variant="subtle">
        Work
      </Link>
      <ThemeSwitch />
    </Stack>
  </header>
);
