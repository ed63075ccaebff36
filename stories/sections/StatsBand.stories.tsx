import type { Story, StoryDefault } from '@ladle/react';
import { stats } from '../../src/content/site/home';
import { StatsBand } from '../../src/sections/StatsBand/StatsBand';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Stats Band' } satisfies StoryDefault;

/** The home page's six figures with their footnote. */
export const SixFiguresWithFootnote: Story = () => (
  <StatsBand heading={stats.heading} items={stats.items} footnote={stats.footnote} />
);

/** The heading only for screen readers. */
export const HiddenHeading: Story = () => (
  <StatsBand heading={stats.heading} hideHeading items={stats.items} footnote={stats.footnote} />
);

/** Four figures in four columns, with an eyebrow and no footnote. */
export const FourFigures: Story = () => (
  <StatsBand
    heading="Growth at scale"
    eyebrow="Results"
    items={stats.items.slice(0, 4)}
    columns={4}
  />
);

export const Documentation = docsStory({
  name: 'Stats Band',
  source: ['src/sections/StatsBand'],
  purpose: (
    <p>
      The dark band of key figures: “Response in numbers” on the home page, with 200+ brands, 90+
      countries and 900% ROAS. On desktop the heading and the footnote sit on the left and the
      figures (a Stat List) on the right; on smaller screens they stack, figures before the
      footnote.
    </p>
  ),
  whenToUse: [
    'Once on a page, as proof after the argument has been made (on the home page, after Principles and the client logos).',
    'With a footnote whenever a figure is a best case or cumulative, saying so plainly.',
  ],
  whenNotToUse: [
    'For figures that belong to a section on a light band: use Stat List inside that section (as Global Presence does).',
    'Twice on one page, or right next to the CTA Band: two dark bands together lose their weight.',
    'For outcomes of one service or product: those sit with the service or on the product page.',
  ],
  states: [
    {
      name: 'Six figures with footnote',
      story: SixFiguresWithFootnote,
      description:
        'As on the home page: heading, six figures in three columns and the footnote that qualifies them.',
    },
    {
      name: 'Hidden heading',
      story: HiddenHeading,
      description:
        'The heading is there for screen readers only and the figures take the full width, the footnote under them. For a page where the figures speak for themselves.',
    },
    {
      name: 'Four figures',
      story: FourFigures,
      description: 'An eyebrow over the heading, four figures in four columns, no footnote.',
    },
  ],
  keyboard: 'Nothing to operate: the band holds text only.',
  screenReader: [
    'A region named by its h2 (“Response in numbers”), visible or not, then the list of figures, each read as one phrase (“900% ROAS”), then the footnote.',
    'The footnote is read after the figures, whatever the layout: it is last in the HTML.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Qualify best-case and cumulative figures in the footnote (“ROAS is the highest return achieved on a single programme”).',
      dont: 'Show a best-case figure as if it were typical, with no footnote.',
    },
    {
      do: 'Hide the heading only when the page’s own heading already says what the figures are.',
      dont: 'Hide it to save space on a page where sighted visitors would then see figures with no context.',
    },
  ],
});
