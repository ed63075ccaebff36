import type { Story, StoryDefault } from '@ladle/react';
import { pressCoverage } from '../../src/content/press/coverage';
import { pressReleases } from '../../src/content/press/releases';
import { DatelineHeader } from '../../src/sections/DatelineHeader/DatelineHeader';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Dateline Header' } satisfies StoryDefault;

const [release] = pressReleases;
const withAuthor = pressCoverage.find((item) => item.author) ?? pressCoverage[0];
const staff = pressCoverage.find((item) => !item.author);

/** A release: the city it was issued from and the date. */
export const Release: Story = () =>
  release ? <DatelineHeader date={release.date} dateline={release.dateline} /> : null;

/** Coverage: the publication and the reporter first. */
export const CoverageWithAuthor: Story = () =>
  withAuthor ? (
    <DatelineHeader
      date={withAuthor.date}
      dateline={withAuthor.dateline}
      publication={withAuthor.publication}
      author={withAuthor.author}
    />
  ) : null;
CoverageWithAuthor.storyName = 'Coverage with a byline';

/** A staff piece: the publication without a byline. */
export const CoverageStaff: Story = () => {
  const item = staff ?? withAuthor;
  return item ? (
    <DatelineHeader date={item.date} dateline={item.dateline} publication={item.publication} />
  ) : null;
};
CoverageStaff.storyName = 'Coverage without a byline';

export const Documentation = docsStory({
  name: 'Dateline Header',
  source: ['src/sections/DatelineHeader'],
  purpose: (
    <p>
      The line under a press item’s title: for coverage the publication and its reporter, then the
      city the item was issued from and the date in long US English (“March 4, 2026”).
    </p>
  ),
  whenToUse: ['Under the title and dek of a press release or a coverage item (in the Hero).'],
  whenNotToUse: [
    'For an article’s author, date and read time: the Article Page has its own byline.',
    'In a list: the Release List shows the date (and publication) itself.',
  ],
  states: [
    { name: 'Release', story: Release, description: 'City in capitals, then the date.' },
    {
      name: 'Coverage with a byline',
      story: CoverageWithAuthor,
      description: 'Publication (accent), “By” and the reporter, city, date.',
    },
    {
      name: 'Coverage without a byline',
      story: CoverageStaff,
      description: 'A staff piece: the publication, city and date.',
    },
  ],
  keyboard: 'Nothing to operate.',
  screenReader: [
    'One paragraph read in order; the dots between parts are hidden, and the date is a time element with its ISO value.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Pass the ISO date; the component writes it in the site’s long form.',
      dont: 'Pass a formatted date: every press page must show the same form.',
    },
  ],
});
