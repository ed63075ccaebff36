import type { Story, StoryDefault } from '@ladle/react';
import { relations } from '../../src/content/company/investors';
import { mediaContact } from '../../src/content/company/offices';
import { PressContactCard } from '../../src/sections/PressContactCard/PressContactCard';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Press Contact Card' } satisfies StoryDefault;

/** The press room’s card: heading, the desk’s name, e-mail, phone and what it handles. */
export const Default: Story = () => (
  <div style={{ maxWidth: '24rem' }}>
    <PressContactCard heading="Press Contact" contact={mediaContact} />
  </div>
);

/** Headed by the desk’s own name (the media kit): the name is not repeated under it. */
export const NamedByDesk: Story = () => (
  <div style={{ maxWidth: '24rem' }}>
    <PressContactCard heading={mediaContact.label} contact={mediaContact} headingLevel={3} />
  </div>
);
NamedByDesk.storyName = 'Headed by the desk';

/** The investor relations desk (the Investor Room): the headquarters’ postal address after the phone. */
export const WithAddress: Story = () => (
  <div style={{ maxWidth: '24rem' }}>
    <PressContactCard
      heading={relations.cardHeading}
      contact={relations.contact}
      headingLevel={3}
      address={{ label: relations.addressLabel, lines: relations.contact.address }}
    />
  </div>
);
WithAddress.storyName = 'With a postal address';

export const Documentation = docsStory({
  name: 'Press Contact Card',
  source: ['src/sections/PressContactCard'],
  purpose: (
    <p>
      A contact desk, the press office for journalists or the investor relations desk: an e-mail
      link and a phone link (mailto and tel, so a phone dials and a desktop opens its mail client),
      optionally a postal address, and what the desk handles, from the offices content, so each
      address is written once.
    </p>
  ),
  whenToUse: [
    'On the press room and in the media kit.',
    'In the Investor Room, for the investor relations desk, with the headquarters’ postal address.',
  ],
  whenNotToUse: [
    'For sales enquiries: the contact page and its form are where leads go.',
    'For an office’s address: use the office cards of Global Offices.',
  ],
  states: [
    { name: 'Default', story: Default, description: 'Heading, desk name, e-mail, phone and note.' },
    {
      name: 'Headed by the desk',
      story: NamedByDesk,
      description: 'When the heading is the desk’s name, the name is not printed twice.',
    },
    {
      name: 'With a postal address',
      story: WithAddress,
      description:
        'The investor relations desk: a pin and the address lines after the phone, named “Postal address” for screen readers.',
    },
  ],
  keyboard: [{ keys: 'Tab', does: 'Reaches the e-mail link, then the phone link.' }],
  screenReader: [
    'A card with its heading, then a list of two links (“press@response.example, link”); the icons are hidden.',
    'With an address, a third item reads “Postal address: 3rd Floor, 27 Farrier Yard, London EC2A 4BX, United Kingdom”.',
  ],
  withoutJavaScript: <p>Works fully: plain links.</p>,
  dosAndDonts: [
    {
      do: 'Keep the phone in E.164 form in the link and readable in the text.',
      dont: 'Show an address without a link: a journalist on a phone should be one tap from the desk.',
    },
  ],
});
