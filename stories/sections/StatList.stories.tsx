import type { Story, StoryDefault } from '@ladle/react';
import { globalScale } from '../../src/content/company/about';
import { stats } from '../../src/content/site/home';
import { PageSection } from '../../src/sections/PageSection/PageSection';
import { StatList } from '../../src/sections/StatList/StatList';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Stat List' } satisfies StoryDefault;

/** The About page's four figures, four columns from tablet. */
export const FourColumns: Story = () => (
  <StatList items={globalScale.figures} columns={4} aria-label="Key figures" />
);

/** The home page's six figures in three columns on the emphasis band. */
export const OnEmphasis: Story = () => (
  <PageSection tone="emphasis">
    <StatList items={stats.items} columns={3} tone="onEmphasis" aria-label={stats.heading} />
  </PageSection>
);

export const Documentation = docsStory({
  name: 'Stat List',
  source: ['src/sections/StatList'],
  purpose: (
    <p>
      Key figures as a list: each a large value over a short label (“200+ Brands”), with a thin rule
      above. It is the figures part of the Stats Band and of Global Presence on the About page; it
      has no heading of its own.
    </p>
  ),
  whenToUse: [
    'Inside a section that has a heading, for three to six figures that back up what the section says.',
    'Three columns for six figures (two rows), four for four figures; phones always show two.',
  ],
  whenNotToUse: [
    'On its own as a section on the emphasis band: use Stats Band, which brings the heading, layout and footnote.',
    'For a product’s KPIs: Product Detail draws those as cards with a note.',
    'For figures that need a sentence each: use Feature Grid or Key Points.',
  ],
  states: [
    {
      name: 'Four columns',
      story: FourColumns,
      description:
        'The About page’s four figures, in four columns from tablet, on the body colours.',
    },
    {
      name: 'On emphasis',
      story: OnEmphasis,
      description:
        'Tone onEmphasis on the dark band: white values, softened labels and rules. Six figures in three columns make two rows.',
    },
  ],
  keyboard: 'Nothing to operate: the figures are text.',
  screenReader: [
    'A list with one item per figure. Pass an aria-label when the section holds other lists too: on the About page it is “Key figures”, beside the list “Office cities”.',
    'Each item reads value and label together, in that order: “200+ Brands”. The value and label are never split into separate cells.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Keep labels to one or two words that complete the figure: “Countries”, “Media budget”.',
      dont: 'Write a sentence as the label: value and label are read as one phrase, and a long label breaks the row.',
    },
    {
      do: 'On the emphasis band, set tone to onEmphasis.',
      dont: 'Leave the default tone there: in the light theme, dark values on the dark band all but disappear.',
    },
  ],
});
