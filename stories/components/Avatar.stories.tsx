import type { Story, StoryDefault } from '@ladle/react';
import { Avatar } from '../../src/components/Avatar/Avatar';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Avatar' } satisfies StoryDefault;

/** An illustrated headshot of the testimonials (public/proof-media/headshots/). */
const aylin = '/proof-media/headshots/aylin-korkmaz.webp';
const henrik = '/proof-media/headshots/henrik-dahl.webp';
/** An address with no picture behind it: the request fails. */
const missing = '/proof-media/headshots/missing.webp';

/**
 * An avatar as it is used: beside the name it stands for (the avatar itself is hidden from
 * screen readers). The name wraps; the avatar keeps its size.
 */
function Person({ name, src, size }: { name: string; src?: string; size?: 'md' | 'lg' }) {
  return (
    <Stack direction="row" gap="sm" align="center" style={{ maxWidth: '16rem' }}>
      <Avatar name={name} src={src} size={size} />
      <span>{name}</span>
    </Stack>
  );
}

/** Aylin Korkmaz and Henrik Dahl: their pictures, at 48 px (md, the default) and 64 px (lg). */
export const ImageLoaded: Story = () => (
  <Stack gap="md">
    <Person name="Aylin Korkmaz" src={aylin} />
    <Person name="Henrik Dahl" src={henrik} size="lg" />
  </Stack>
);

/** No picture: the first letters of the first and last words, at both sizes. */
export const Initials: Story = () => (
  <Stack gap="md">
    <Person name="Emre Çelik" />
    <Person name="Tom Ellison" size="lg" />
  </Stack>
);

/** The picture's address answers 404: the initials stay, and no broken-image icon shows. */
export const ImageFailed: Story = () => (
  <Stack gap="md">
    <Person name="Nadia Haddad" src={missing} />
    <Person name="Nadia Haddad" src={missing} size="lg" />
  </Stack>
);

/** Many words, a hyphenated surname and a single name: at most two letters, never more. */
export const LongAndOneWordNames: Story = () => (
  <Stack gap="md">
    <Person name="María del Carmen Fernández de la Vega" />
    <Person name="Ayşe Demir-Kaya" />
    <Person name="Zeynep" />
  </Stack>
);
LongAndOneWordNames.storyName = 'Long and one-word names';

export const Documentation = docsStory({
  name: 'Avatar',
  source: ['src/components/Avatar'],
  purpose: (
    <p>
      A person’s picture in a circle, or their initials when there is no picture, while it loads and
      when it fails. It is decoration beside the person’s name: the name says who it is, the avatar
      only helps the eye find them.
    </p>
  ),
  whenToUse: [
    'Beside a person’s visible name: the person under a testimonial (Testimonial Card), an author, a team member.',
    'size="lg" (64 px) where the person is the subject of the block; md (48 px, the default) in cards and lists.',
  ],
  whenNotToUse: [
    'On its own, as the only sign of who someone is: it is hidden from screen readers, so a picture without a name next to it says nothing to them. Show the name.',
    'For a company: use Client Logos, with the company’s name as its text.',
    'As a button or a link to a profile: it is not a control and cannot take focus. Make the name the link instead.',
    'For icons or illustrations that are not a person: use Icon.',
  ],
  states: [
    {
      name: 'Image loaded',
      story: ImageLoaded,
      description:
        'The picture covers the initials once it has loaded. It is cropped to the circle (object-fit: cover), so a square picture of at least 64 px works best.',
    },
    {
      name: 'Initials',
      story: Initials,
      description:
        'No src: the first letter of the first word and of the last word, in capitals, on the soft accent background. The same look shows while a picture loads.',
    },
    {
      name: 'Image failed',
      story: ImageFailed,
      description:
        'The picture could not be loaded (here a 404): the avatar keeps the initials, without a broken-image icon or a gap.',
    },
    {
      name: 'Long and one-word names',
      story: LongAndOneWordNames,
      description:
        'Only the first and last words count (“MV”, “AD” for a hyphenated surname); a one-word name gives one letter. The circle never grows or shrinks with the name.',
    },
  ],
  keyboard: 'Nothing to operate: the avatar is never focusable, and Tab passes over it.',
  screenReader: [
    'Not read at all: the whole avatar, initials and picture, is aria-hidden, and the picture has empty alt text. The name next to it is what a screen reader announces.',
    'So a page must never rely on it: the same information (who) has to be in text beside it.',
  ],
  withoutJavaScript: (
    <p>
      The initials are in the page; the picture lies over them and draws once it has loaded. A
      picture that fails draws nothing (its alt text is empty), so the initials show through. With
      JavaScript the picture is also kept transparent while it loads and after it fails, so a
      half-drawn or broken picture never shows.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Put the person’s name next to the avatar, in text.',
      dont: 'Show an avatar alone, or give it a tooltip as its only name: screen readers skip it entirely.',
      doExample: <Person name="Aylin Korkmaz" src={aylin} />,
      dontExample: <Avatar name="Aylin Korkmaz" src={aylin} />,
    },
    {
      do: 'Pass the full name as the person writes it; the avatar works out the initials.',
      dont: 'Pass initials as the name: “AK” is one word, so the avatar shows only “A”.',
      doExample: <Avatar name="Aylin Korkmaz" />,
      dontExample: <Avatar name="AK" />,
    },
  ],
});
