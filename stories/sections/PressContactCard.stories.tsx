import type { Story, StoryDefault } from '@ladle/react';
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

export const Documentation = docsStory({
  name: 'Press Contact Card',
  source: ['src/sections/PressContactCard'],
  purpose: (
    <p>
      The press office for journalists: an e-mail link and a phone link (mailto and tel, so a phone
      dials and a desktop opens its mail client) and what the desk handles, from the offices
      content, so the address is written once.
    </p>
  ),
  whenToUse: ['On the press room and in the media kit.'],
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
  ],
  keyboard: [{ keys: 'Tab', does: 'Reaches the e-mail link, then the phone link.' }],
  screenReader: [
    'A card with its heading, then a list of two links (“press@response.example, link”); the icons are hidden.',
  ],
  withoutJavaScript: <p>Works fully: plain links.</p>,
  dosAndDonts: [
    {
      do: 'Keep the phone in E.164 form in the link and readable in the text.',
      dont: 'Show an address without a link: a journalist on a phone should be one tap from the desk.',
    },
  ],
});
