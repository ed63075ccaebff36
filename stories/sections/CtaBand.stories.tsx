import type { Story, StoryDefault } from '@ladle/react';
import { cta } from '../../src/content/site/home';
import { CtaBand } from '../../src/sections/CtaBand/CtaBand';
import { docsStory } from '../support/docs';

export default { title: 'Sections / CTA Band' } satisfies StoryDefault;

/** The home page's call to action with two buttons. */
export const TwoActions: Story = () => (
  <CtaBand heading={cta.heading} body={cta.body} actions={[cta.primary, cta.secondary]} />
);

export const SingleAction: Story = () => (
  <CtaBand
    eyebrow="Next step"
    heading="Build your growth system with us"
    body="A senior strategist will reply within 24 hours."
    actions={[{ label: 'Contact us', href: '/contact' }]}
    tone="surface"
  />
);

export const Documentation = docsStory({
  name: 'CTA Band',
  source: ['src/sections/CtaBand'],
  purpose: (
    <p>
      The closing call to action of a page: a dark panel with a heading, one line on what happens
      next and one or two buttons. It turns a visitor who has read this far into a conversation.
    </p>
  ),
  whenToUse: [
    'Once per page, after the content that earns it: near the end of every template (home, Growth OS, modules, services, studio, proof, about, products).',
    'When the next step is clear and specific: book a strategy session, request a demo, talk to a studio.',
  ],
  whenNotToUse: [
    'For actions under a hero or a grid: pass actions to those sections, or use Actions.',
    'For more than two destinations: use a Link Card Grid.',
    'On the contact page: the form is the call to action.',
  ],
  states: [
    {
      name: 'Two actions',
      story: TwoActions,
      description:
        'The home page: Book Strategy Session (primary) and Request a Demo (secondary), on the body tone.',
    },
    {
      name: 'Single action',
      story: SingleAction,
      description:
        'An eyebrow above the heading and one button. The band around the panel is on the surface tone here: pick the tone that alternates with the section before it.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves to the primary action, then the secondary; on the dark panel the focus ring is drawn in the panel’s light text colour.',
    },
    { keys: 'Enter', does: 'Follows the focused link.' },
  ],
  screenReader: [
    'A region named by its heading (“Ready to unlearn campaigns?, region”); the heading is level 2.',
    'Then the line of text, and each action as a link: “Book Strategy Session, link”.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: the actions are real links in the prerendered page. With JavaScript, each
      click is also reported as a call-to-action click.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'One CTA band per page, as its closing section.',
      dont: 'Two CTA bands in a row, or one after every section: each one weakens the others.',
    },
    {
      do: 'A heading that names the outcome and a line that says what happens next (“We reply within 24 hours”).',
      dont: 'A generic “Get in touch” with no reason to act now.',
    },
  ],
});
