import type { Story, StoryDefault } from '@ladle/react';
import { serviceCard } from '../../src/content/services/details/card';
import { servicePageLabels } from '../../src/content/services/details/labels';
import { OutcomeChips } from '../../src/sections/OutcomeChips/OutcomeChips';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Outcome Chips' } satisfies StoryDefault;

const labels = servicePageLabels;

/** User Acquisition's hero: four example outcomes in figures. */
export const Figures: Story = () => (
  <OutcomeChips
    label={labels.exampleOutcomes}
    outcomes={serviceCard('user-acquisition').exampleOutcomes}
    note={labels.chipsNote}
  />
);

/** Growth Marketing lists five: every one is shown (the card on /services shows three). */
export const FiveOutcomes: Story = () => (
  <OutcomeChips
    label={labels.exampleOutcomes}
    outcomes={serviceCard('growth-marketing').exampleOutcomes}
    note={labels.chipsNote}
  />
);
FiveOutcomes.storyName = 'Five outcomes, all shown';

/** Executive Growth Advisory: results in words and time, not only percentages. */
export const InWords: Story = () => (
  <OutcomeChips
    label={labels.exampleOutcomes}
    outcomes={serviceCard('executive-growth-advisory').exampleOutcomes}
    note={labels.chipsNote}
  />
);
InWords.storyName = 'Outcomes in words';

export const Documentation = docsStory({
  name: 'Outcome Chips',
  source: ['src/sections/OutcomeChips'],
  purpose: (
    <p>
      A service’s example outcomes as green chips under a small label, with the caveat that they are
      examples from past programmes and not guarantees. It sits in the hero of a service page, under
      the call to action, so the first screen says what the service has achieved.
    </p>
  ),
  whenToUse: [
    'In a service page’s hero, with the service card’s example outcomes (one source: the card on /services shows the first three of the same list).',
  ],
  whenNotToUse: [
    'Without the note: an outcome shown without its caveat reads as a promise.',
    'For tags or categories a visitor can filter by: use Filter Chips.',
    'For key figures of the agency (200+ brands): use Stat List.',
  ],
  states: [
    {
      name: 'Figures',
      story: Figures,
      description: 'Four outcomes in figures: -35% CAC in 90 days, 900% ROAS.',
    },
    {
      name: 'Five outcomes, all shown',
      story: FiveOutcomes,
      description: 'The list wraps; every outcome is shown, unlike the card’s three.',
    },
    {
      name: 'Outcomes in words',
      story: InWords,
      description: 'Outcomes in time and words (“Growth audit in 3 weeks”) wrap the same way.',
    },
  ],
  keyboard: 'Nothing to operate: the chips are text, not buttons.',
  screenReader: [
    'A list named by its label: “Example outcomes, list, 4 items”, then each outcome, then the note as a paragraph.',
    'The green tone is not announced: the label says what the chips are.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Keep each chip short (a figure and what it measured, up to about 40 characters).',
      dont: 'Make a chip a link or a button: chips look like tags, and nothing tells a visitor they can be pressed.',
    },
  ],
});
