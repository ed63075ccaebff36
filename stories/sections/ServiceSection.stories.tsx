import type { Story, StoryDefault } from '@ladle/react';
import { serviceSections } from '../../src/content/services/services';
import { ServiceSection } from '../../src/sections/ServiceSection/ServiceSection';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Service Section' } satisfies StoryDefault;

const [acquire, optimise] = serviceSections;

/** Acquire: three cards (three columns on wide screens), on the surface band. */
export const ThreeCardsOnSurface: Story = () =>
  acquire ? (
    <ServiceSection
      id={acquire.id}
      eyebrow={acquire.navLabel}
      heading={acquire.heading}
      intro={acquire.intro}
      cards={acquire.cards}
      tone="surface"
    />
  ) : null;

/** Optimise: two cards, two columns, on the body band. */
export const TwoCardsOnBody: Story = () =>
  optimise ? (
    <ServiceSection
      id={optimise.id}
      eyebrow={optimise.navLabel}
      heading={optimise.heading}
      intro={optimise.intro}
      cards={optimise.cards}
      tone="body"
    />
  ) : null;

export const Documentation = docsStory({
  name: 'Service Section',
  source: ['src/sections/ServiceSection'],
  purpose: (
    <p>
      One practice on /services (Acquire, Optimise, Create, Advisory &amp; Enablement): an eyebrow
      with the practice’s short name, a heading that says what it achieves, an intro and a grid of
      Service Cards. It is also a jump target of the Section Nav above the practices.
    </p>
  ),
  whenToUse: [
    'On /services, one per practice, alternating surface and body bands down the page.',
    'For any group of services that the Section Nav links to: it carries the id, the scroll offset and the focus a jump needs.',
  ],
  whenNotToUse: [
    'For products or modules: use the Product Catalogue or Module Grid.',
    'For a list of links without the detail of Service Cards: use Link Card Grid.',
    'On the emphasis band: the cards are drawn for body and surface only.',
  ],
  states: [
    {
      name: 'Three cards on surface',
      story: ThreeCardsOnSurface,
      description:
        'Acquire: three or more cards make three columns from 1280 px (two from tablet, one on phones); on the surface band the cards are raised.',
    },
    {
      name: 'Two cards on body',
      story: TwoCardsOnBody,
      description:
        'Optimise: two cards stay in two columns on wide screens; on the body band the cards use the surface variant.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves through each card’s “Learn more” link in reading order. The section itself is not a Tab stop.',
    },
    {
      keys: 'Enter (in Section Nav)',
      does: 'Jumps here: the section takes focus (without a focus ring, as it is not a control), so the next Tab goes to its first card’s link.',
    },
  ],
  screenReader: [
    'A region named by its h2 (“Win customers, accounts and new markets”); the eyebrow (“Acquire”) is read just before the heading.',
    'The cards are a list (“list, 3 items”), each with its service name as an h3.',
    'After a jump from the Section Nav, the screen reader starts reading at the section.',
  ],
  withoutJavaScript: (
    <p>
      Works fully. The section’s id makes <code>/services#acquire</code> a working address, and a
      jump leaves room for the fixed header and the Section Nav above the heading.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Use the practice’s short name as the eyebrow and the same name in the Section Nav.',
      dont: 'Give the nav link and the section different names: the visitor cannot tell where a jump landed.',
    },
  ],
});
