import type { Story, StoryDefault } from '@ladle/react';
import { Link } from '../../src/components/Link/Link';
import { VisuallyHidden } from '../../src/components/VisuallyHidden/VisuallyHidden';
import { serviceCards } from '../../src/content/services/services';
import { scale } from '../../tokens/theme.css';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Visually Hidden' } satisfies StoryDefault;

export const ExtraContextForScreenReaders: Story = () => (
  <p>
    <Link href="/reports/benchmark-2025.pdf">
      Download the 2025 paid media benchmark
      <VisuallyHidden> (PDF, 2 MB)</VisuallyHidden>
    </Link>
  </p>
);

export const RepeatedLinksToldApart: Story = () => (
  <Stack as="ul" gap="sm">
    {serviceCards.slice(0, 3).map((service) => (
      <li key={service.href}>
        <Stack direction="row" gap="md" wrap align="baseline">
          <span style={{ fontWeight: scale.fontWeight.semibold }}>{service.title}</span>
          <Link href={service.href}>
            Learn more <VisuallyHidden>about {service.title}</VisuallyHidden>
          </Link>
        </Stack>
      </li>
    ))}
  </Stack>
);

export const Documentation = docsStory({
  name: 'Visually Hidden',
  source: ['src/components/VisuallyHidden'],
  purpose: (
    <p>
      Words that screen readers read and the screen does not show. Sighted visitors get some context
      from the layout (the card a “Learn more” sits in, the band a figure belongs to); Visually
      Hidden writes that context out for everyone else.
    </p>
  ),
  whenToUse: [
    'To finish a link’s name when the layout says the rest: “Learn more about User Acquisition”.',
    'To say what a short visible text stands for: a file’s type and size, a status shown as “GA” (“Status: Generally available”).',
    'For a heading that names a section the design shows without one (as="div" around it, as in the stats band).',
  ],
  whenNotToUse: [
    'For anything sighted visitors need too: show it.',
    'To hide something from everyone: don’t render it. To hide a decoration from screen readers only: aria-hidden (as the icons do).',
    'Around links, buttons or fields: they would take focus while invisible. A link that appears when focused is a Skip Link.',
  ],
  states: [
    {
      name: 'Extra context for screen readers',
      story: ExtraContextForScreenReaders,
      description:
        'The link shows its title; screen readers also hear the file type and size, “(PDF, 2 MB)”, so nobody downloads a file by surprise.',
    },
    {
      name: 'Repeated links told apart',
      story: RepeatedLinksToldApart,
      description:
        'Every row shows “Learn more”; screen readers hear “Learn more about User Acquisition”, “… about Account-Based Marketing”, so a list of the page’s links still makes sense.',
    },
  ],
  keyboard:
    'Nothing to operate, and nothing to focus: the hidden text is part of whatever holds it, usually a link.',
  screenReader: [
    'Read in place, as part of its parent: “Learn more about User Acquisition, link”. Start the hidden text with a space or punctuation, or the words run together.',
    'Add the hidden words after the visible ones: people using voice control say what they see (“click Learn more”), so the name must start with the visible text.',
    'It is still text in the page: it is copied with a selection, translated and read by search engines.',
  ],
  withoutJavaScript: (
    <p>
      Pure CSS (clipped to a single pixel, off the layout): it is hidden and read out the same
      before and without JavaScript.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Keep the visible words first and add the hidden context after them: “Learn more about User Acquisition”.',
      dont: 'Put the hidden words first (“User Acquisition: Learn more”, the service name hidden): the name no longer begins with what is on screen, and voice commands miss it.',
    },
    {
      do: 'Hide words, not controls: a hidden link or button is a focus stop nobody can see.',
      dont: 'Put a link, a button or a field inside it to tidy a layout.',
    },
  ],
});
