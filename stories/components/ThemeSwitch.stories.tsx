import type { Story, StoryDefault } from '@ladle/react';
import { Link } from '../../src/components/Link/Link';
import { ThemeSwitch } from '../../src/components/ThemeSwitch/ThemeSwitch';
import { useTheme } from '../../src/platform/theme/useTheme';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Theme Switch' } satisfies StoryDefault;

/** The switch alone: the visitor's preference is the filled option. */
export const CurrentThemeChosen: Story = () => <ThemeSwitch />;

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

export const Documentation = docsStory({
  name: 'Theme Switch',
  source: ['src/components/ThemeSwitch'],
  purpose: (
    <p>
      Light, Dark or System for the whole site, in the site header and the mobile menu: a React Aria
      radio group of three icon-only native radios. The choice applies at once and is remembered in
      this browser; System follows the device’s setting. Until a pointer or focus comes to it, it is
      the same markup as plain native radios, which already work; React Aria’s group is loaded then
      and takes over without a visible change, so pages do not load it up front.
    </p>
  ),
  whenToUse: [
    'Once per page, in the site header (and the mobile menu, which replaces it on small screens).',
    'Where a page needs to show the current theme, read it with useTheme rather than a second switch.',
  ],
  whenNotToUse: [
    'For any other setting: the icons only make sense for the colour theme. Use a Radio Group or Switch.',
    'Twice in view at once: one switch per page, so visitors are not asked the same question twice.',
  ],
  states: [
    {
      name: 'Current theme chosen',
      story: CurrentThemeChosen,
      description:
        'The three options in a pill; the visitor’s preference is filled with the accent colour (here, the workshop’s theme).',
    },
    {
      name: 'With status',
      story: WithStatus,
      description:
        'The preference and the theme it resolves to: System shows light or dark depending on the device.',
    },
    {
      name: 'In header',
      story: InHeader,
      description: 'At the end of the header’s navigation, as on the site.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves into the switch, to the chosen option, and out of it again: one Tab stop.',
    },
    {
      keys: 'Arrow keys',
      does: 'Choose the next or previous option and apply it at once, wrapping round at the ends.',
    },
  ],
  screenReader: [
    'The group is announced by its name: “Colour theme, radio group”.',
    'Each option is a radio button with a visually hidden name, since the icons are decorative: “Dark, radio button, checked, 2 of 3”.',
    'The change itself is not announced: the page’s colours change, and the checked option says what was chosen.',
  ],
  withoutJavaScript: (
    <p>
      The switch is not shown: the page follows the device’s light or dark setting, and nothing is
      stored. With JavaScript, a script in the page’s head applies the stored choice before the
      first paint, so a visitor who chose Dark never sees a flash of the light theme.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'This three-way switch, with System (the default) for visitors who want the site to match their device.',
      dont: 'An on/off Switch labelled “Dark mode”: it cannot say “follow my device”.',
    },
    {
      do: 'Leave the switch where visitors look for it: the end of the header.',
      dont: 'A Theme Switch inside content or a footer as well.',
    },
  ],
});
