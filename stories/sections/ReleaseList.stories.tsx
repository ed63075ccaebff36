import type { Story, StoryDefault } from '@ladle/react';
import { pressCoverage } from '../../src/content/press/coverage';
import { coveragePath, pressReleasePath } from '../../src/content/press/paths';
import { pressReleases } from '../../src/content/press/releases';
import { ReleaseList } from '../../src/sections/ReleaseList/ReleaseList';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Release List' } satisfies StoryDefault;

const releases = pressReleases.map((release) => ({
  title: release.title,
  href: pressReleasePath(release.slug),
  date: release.date,
  dek: release.dek,
}));

/** The press room's ten releases, newest first. */
export const Releases: Story = () => <ReleaseList items={releases} aria-label="Press releases" />;

/** Media coverage: the publication after the date. */
export const Coverage: Story = () => (
  <ReleaseList
    items={pressCoverage.map((item) => ({
      title: item.title,
      href: coveragePath(item.slug),
      date: item.date,
      dek: item.dek,
      publication: item.publication,
    }))}
    aria-label="Media coverage"
  />
);

/** One release: a list of one still has its rules above and below. */
export const Single: Story = () => (
  <ReleaseList items={releases.slice(0, 1)} aria-label="Press releases" />
);
Single.storyName = 'One release';

export const Documentation = docsStory({
  name: 'Release List',
  source: ['src/sections/ReleaseList'],
  purpose: (
    <p>
      Press releases or media coverage, newest first, as a journalist scans them: the date (and the
      publication), the headline as the link to the item, and the dek. Used on the press room and on
      its two indexes.
    </p>
  ),
  whenToUse: [
    'A dated list of press items whose headline is what a reader chooses by.',
    'On an index page, with titles at level 2; under a section heading, at level 3 (the default).',
  ],
  whenNotToUse: [
    'For articles and reports with images and tags: use Article Card in an Article List.',
    'For case studies: use Case Card.',
  ],
  states: [
    { name: 'Releases', story: Releases, description: 'Ten releases: date, headline link, dek.' },
    {
      name: 'Coverage',
      story: Coverage,
      description: 'Coverage items: the publication follows the date, in the accent colour.',
    },
    { name: 'One release', story: Single, description: 'A single item keeps the list’s rules.' },
  ],
  keyboard: [{ keys: 'Tab', does: 'Moves from one headline link to the next, in date order.' }],
  screenReader: [
    'A numbered list named by its label (“Press releases, list, 10 items”); each item an article with its date as a time, its headline as a heading that is also the link, and its dek.',
    'The dot between the date and the publication is hidden from screen readers.',
  ],
  withoutJavaScript: <p>Works fully: links to prerendered pages.</p>,
  dosAndDonts: [
    {
      do: 'Give the items in date order, newest first: the list shows them as given.',
      dont: 'Add a separate “Read more” link to each item: the headline is the link, and a list of identical link texts is useless to screen reader users.',
    },
  ],
});
