import type { Story, StoryDefault } from '@ladle/react';
import { QuoteSlider } from '../../src/components/QuoteSlider/QuoteSlider';
import { careersPage } from '../../src/content/careers/careers';
import { docsStory } from '../support/docs';

export default { title: 'Components / Quote Slider' } satisfies StoryDefault;

const quotes = careersPage.quotes;

/** From the Team on /careers: Deniz Aksoy's quote, the first of six. */
export const FirstQuote: Story = () => (
  <QuoteSlider
    label={quotes.heading}
    quotes={quotes.items}
    previousLabel={quotes.previous}
    nextLabel={quotes.next}
  />
);

/** The same six, opened on the third (initialIndex 2): Omar Haddad, 3 / 6. */
export const ThirdQuote: Story = () => (
  <QuoteSlider
    label={quotes.heading}
    quotes={quotes.items}
    previousLabel={quotes.previous}
    nextLabel={quotes.next}
    initialIndex={2}
  />
);
ThirdQuote.storyName = 'Another quote, the third';

/** Hannah Whitfield's quote alone: no buttons and no position. */
export const SingleQuote: Story = () => (
  <QuoteSlider
    label={quotes.heading}
    quotes={quotes.items.slice(1, 2)}
    previousLabel={quotes.previous}
    nextLabel={quotes.next}
  />
);

export const Documentation = docsStory({
  name: 'Quote Slider',
  source: ['src/components/QuoteSlider'],
  purpose: (
    <p>
      Short quotes from people, shown one at a time in large type with the person’s name, role and
      the Growth OS module they work on; Previous and Next move through them, wrapping from the last
      to the first. It never moves by itself. It is “From the Team” on /careers.
    </p>
  ),
  whenToUse: [
    'For three to six short quotes (one to three sentences) that make one point together, where one at a time reads better than a wall of text.',
  ],
  whenNotToUse: [
    'For client testimonials with a company and a case study: use Testimonial Card, in a list visitors can filter.',
    'For cards with links: use Carousel, which keeps every card and its links in the Tab order.',
    'For a single pull quote in a page: a blockquote in Prose Section, without controls.',
    'For quotes a visitor needs to compare or find again: all but one are hidden while scripts run.',
  ],
  states: [
    {
      name: 'First quote',
      story: FirstQuote,
      description:
        'How it starts: the first quote, with Previous, the position (“1 / 6”) and Next under it. Previous on the first quote goes to the last.',
    },
    {
      name: 'Another quote, the third',
      story: ThirdQuote,
      description:
        'Opened on the third quote with initialIndex (for stories; the page always starts at the first). The position reads “3 / 6”.',
    },
    {
      name: 'Single quote',
      story: SingleQuote,
      description:
        'One quote: no buttons and no position, only the quote and the person. The region and the “1 of 1” slide group remain.',
    },
  ],
  keyboard: [
    { keys: 'Tab / Shift + Tab', does: 'Previous, then Next: two stops. The quotes are text.' },
    {
      keys: 'Enter or Space',
      does: 'On Previous or Next: shows the quote before or after, wrapping at both ends. Focus stays on the button, so it can be pressed again.',
    },
  ],
  screenReader: [
    'A region named by its label, with the role description “carousel”: “From the Team, carousel”. On /careers the section around it has the same name, so the name is heard twice.',
    'The quote shown is a group with the role description “slide”, named by its position (“1 of 6, slide”): the quote (a blockquote), then the name and “role · module”. The other quotes are hidden (display: none), so they are not read.',
    'Previous and Next are buttons named by their labels (“Previous quote”, “Next quote”); the chevrons and the visible position (“1 / 6”) are hidden from screen readers.',
    'After a press, a polite status message says where the visitor is and whose quote it is (“Quote 2 of 6: Hannah Whitfield”); the quote itself is not read out, the visitor moves back to it to hear it.',
  ],
  withoutJavaScript: (
    <p>
      Every quote shows, one under the other, and the buttons (which need scripts) are hidden. The
      choice of what to hide is made before the first paint (the page’s scripts mark themselves on
      the root element), so a visitor with JavaScript never sees the whole list flash.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Keep each quote to a sentence or three, so the height changes little from one quote to the next.',
      dont: 'Mix a one-liner with a paragraph: the buttons sit under the quote, so they jump up and down under the pointer as the visitor presses them.',
    },
    {
      do: 'Let the visitor move through the quotes.',
      dont: 'Rotate them on a timer: the slider has no autoplay and no pause control, and none should be added.',
    },
    {
      do: 'Give each quote a different person.',
      dont: 'Quote the same person twice: the quotes are keyed by name, and two with the same name confuse the slider.',
    },
  ],
});
