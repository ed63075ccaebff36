import type { Story, StoryDefault } from '@ladle/react';
import { serviceSections } from '../../src/content/services/services';
import { ServiceCard } from '../../src/sections/ServiceCard/ServiceCard';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Service Card' } satisfies StoryDefault;

const [acquire, optimise, , advisory] = serviceSections;
const userAcquisition = acquire?.cards[0];
const growthMarketing = optimise?.cards[0];
const executiveAdvisory = advisory?.cards[0];

const frame = { maxWidth: '26rem' } as const;

/** User Acquisition in the surface variant, for body bands (its fourth example outcome is not shown). */
export const SurfaceVariant: Story = () =>
  userAcquisition ? (
    <div style={frame}>
      <ServiceCard {...userAcquisition} as="article" />
    </div>
  ) : null;

/** Growth Marketing lists five example outcomes; the card shows only the first three. */
export const FiveOutcomesThreeShown: Story = () =>
  growthMarketing ? (
    <div style={frame}>
      <ServiceCard {...growthMarketing} as="article" variant="raised" />
    </div>
  ) : null;
FiveOutcomesThreeShown.storyName = 'Five outcomes, three shown';

/** Executive Growth Advisory: short outcomes in words ('Faster GTM') and three tags. */
export const OutcomesInWords: Story = () =>
  executiveAdvisory ? (
    <div style={frame}>
      <ServiceCard {...executiveAdvisory} as="article" />
    </div>
  ) : null;

export const Documentation = docsStory({
  name: 'Service Card',
  source: ['src/sections/ServiceCard'],
  purpose: (
    <p>
      One service on /services: its name, a description, up to three example outcomes as green
      chips, what we do, the outcomes to expect, tags, and a “Learn more” link to the service’s own
      page. It lets a marketing leader compare services on the same points before choosing one to
      read about.
    </p>
  ),
  whenToUse: [
    'In a Service Section, one card per service of a practice (as list items of its grid).',
    'On its own (as an article) where one service is recommended, for example on a related page.',
  ],
  whenNotToUse: [
    'For a Growth OS product: use Product Card.',
    'For a Studio offer, an article or a case: use Link Card Grid, which has a title, a line and a link.',
    'When there is no page to link to: the card’s job is to send the visitor to the service page.',
  ],
  states: [
    {
      name: 'Surface variant',
      story: SurfaceVariant,
      description:
        'User Acquisition in the surface variant, for body bands. Its content has four example outcomes; only the first three are shown.',
    },
    {
      name: 'Five outcomes, three shown',
      story: FiveOutcomesThreeShown,
      description:
        'Growth Marketing in the raised variant, for surface bands. Five example outcomes in the content, three on the card: the cap is the card’s, so the content can keep the full list.',
    },
    {
      name: 'Outcomes in words',
      story: OutcomesInWords,
      description:
        'Executive Growth Advisory: outcomes that are short phrases rather than figures (“Faster GTM”), and three tags.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves to the card’s “Learn more” link: one stop per card. Chips, lists and tags are not focusable.',
    },
    { keys: 'Enter', does: 'Opens the service page.' },
  ],
  screenReader: [
    'The service name is an h3, under its Service Section’s h2.',
    'Each group is a list named by its small label: “Example outcomes, list, 3 items”, “What we do”, “Outcomes”; the tags are the list “Tags”.',
    'The link is “Learn more about User Acquisition”: the service name is added for screen readers. The ticks, trend icons and arrow are decorative.',
  ],
  withoutJavaScript: (
    <p>
      Works fully: “Learn more” is a plain link to the service page; with JavaScript it goes through
      the client-side router.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Put the strongest example outcome first, written as a figure with its time or context (“-35% CAC in 90 days”).',
      dont: 'Count on the fourth or fifth example outcome: the card shows only the first three.',
    },
    {
      do: 'Keep each “What we do” line to one activity.',
      dont: 'Write paragraphs into the lists: the card then towers over its neighbours in the grid.',
    },
  ],
});
