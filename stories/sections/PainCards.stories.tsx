import type { Story, StoryDefault } from '@ladle/react';
import { shift } from '../../src/content/site/home';
import { PainCards } from '../../src/sections/PainCards/PainCards';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Pain Cards' } satisfies StoryDefault;

/** "The Shift" on the home page: heading, intro and three cards on the surface band. */
export const ThreeCardsWithIntro: Story = () => (
  <PainCards heading={shift.heading} intro={shift.intro} cards={shift.cards} />
);

/** Two cards, no intro, on the body band. */
export const OnBody: Story = () => (
  <PainCards heading={shift.heading} cards={shift.cards.slice(0, 2)} tone="body" />
);

export const Documentation = docsStory({
  name: 'Pain Cards',
  source: ['src/sections/PainCards'],
  purpose: (
    <p>
      A row of cards that names the problems a marketing leader already feels, before we say how we
      solve them. It is “The Shift” on the home page: channels in silos, campaigns that start from
      zero, reports that measure activity. Each card has a line icon, a short title and two or three
      sentences.
    </p>
  ),
  whenToUse: [
    'Early on a page, to set up the answer that follows (on the home page, Principles comes next).',
    'Three problems, each in the visitor’s own words, each a sentence or two.',
  ],
  whenNotToUse: [
    'For what we offer or how we work: use Principles, Feature Grid or Service Section. Pain Cards are the problem, not the pitch.',
    'For more than three points: the icons run out (a fourth card repeats the first icon) and the row turns into a wall. Use Key Points for a longer list.',
    'For cards that lead somewhere: these have no link. Use Link Card Grid.',
  ],
  states: [
    {
      name: 'Three cards with intro',
      story: ThreeCardsWithIntro,
      description:
        'As on the home page: heading, intro and three raised cards on the surface band, three columns from the desktop breakpoint and stacked below it.',
    },
    {
      name: 'On body',
      story: OnBody,
      description:
        'On the body band, without an intro. With two cards the desktop row keeps its third column empty: plan for three.',
    },
  ],
  keyboard: 'Nothing to operate: there are no links or controls in the section.',
  screenReader: [
    'A region named by its h2 (“The Shift”), then the intro, then a list of three items.',
    'Each card is a list item with its title as an h3, so the problems can be skimmed by heading.',
    'The icons are decorative and not read.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Write the titles as the visitor would say them: “Every campaign starts from zero”.',
      dont: 'Write them as our solution (“Always-on learning”) or as jargon the visitor would not use.',
    },
  ],
});
