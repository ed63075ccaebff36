import type { Story, StoryDefault } from '@ladle/react';
import { response } from '../../src/content/site/home';
import { PageSection } from '../../src/sections/PageSection/PageSection';
import { SectionHeader } from '../../src/sections/SectionHeader/SectionHeader';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Section Header' } satisfies StoryDefault;

/** Heading and intro, start-aligned: how most sections open. */
export const HeadingAndIntro: Story = () => (
  <SectionHeader heading={response.heading} intro={response.intro} />
);

export const WithEyebrowCentred: Story = () => (
  <SectionHeader
    eyebrow="Principles"
    heading={response.heading}
    intro={response.intro}
    align="center"
  />
);

export const OnEmphasis: Story = () => (
  <PageSection tone="emphasis">
    <SectionHeader
      eyebrow="Results"
      heading="Response in numbers"
      intro="Cumulative figures across client engagements."
      tone="onEmphasis"
    />
  </PageSection>
);

export const Documentation = docsStory({
  name: 'Section Header',
  source: ['src/sections/SectionHeader'],
  purpose: (
    <p>
      The opening of a page section: an optional eyebrow (a short uppercase label after an accent
      rule), the heading and an optional one-paragraph intro. Every section of the site opens with
      one, so headings keep the same size, spacing and measure (46 rem at most) down every page.
    </p>
  ),
  whenToUse: [
    'At the top of every Page Section, with its id passed to the section’s labelledBy so the heading names the region.',
    'Centred for short, symmetric sections (a CTA, a row of figures); start-aligned, the default, for everything else.',
    'Size small (3xl instead of 4xl) for secondary sections such as the Stats Band and compact bands.',
  ],
  whenNotToUse: [
    'For the page’s title: that is the h1 in Hero.',
    'For headings inside a card or a block of a section: the card’s own heading (h3) does that.',
    'For more than one paragraph of intro: use Prose Section.',
  ],
  states: [
    {
      name: 'Heading and intro',
      story: HeadingAndIntro,
      description: 'The common case: an h2 and one paragraph, start-aligned.',
    },
    {
      name: 'With eyebrow centred',
      story: WithEyebrowCentred,
      description:
        'An eyebrow above the heading and everything centred. The accent rule before the eyebrow is decorative.',
    },
    {
      name: 'On emphasis',
      story: OnEmphasis,
      description:
        'Tone onEmphasis on the dark emphasis band: white heading, softened eyebrow and intro, all above 4.5 : 1 contrast.',
    },
  ],
  keyboard: 'Nothing to operate: a header has no links or controls.',
  screenReader: [
    'The heading is an h2 by default (level 3 for a sub-section); with an id, it names the region of its Page Section (“Our Response, region”).',
    'The eyebrow and intro are plain paragraphs. The eyebrow comes before the heading in reading order, so someone jumping from heading to heading does not hear it.',
    'Uppercase is a style: the eyebrow text is written in normal case and read as words, not spelt out.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Put what the section is about in the heading (“Response in numbers”); use the eyebrow for the category (“Results”).',
      dont: 'Put the key words only in the eyebrow: visitors who jump by heading never hear it.',
    },
    {
      do: 'Write the eyebrow in normal case and let the style set it in capitals.',
      dont: 'Type it in capitals (“RESULTS”): some screen readers spell it out letter by letter.',
    },
  ],
});
