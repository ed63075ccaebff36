import type { Story, StoryDefault } from '@ladle/react';
import { contact } from '../../src/content/contact';
import { ContactBar } from '../../src/sections/ContactBar/ContactBar';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Contact Bar' } satisfies StoryDefault;

/** The contact page's fixed bottom bar; it shows below the tablet breakpoint only. */
export const SmallScreen: Story = () => (
  <ContactBar text={contact.bar.text} buttonLabel={contact.bar.button} onContact={() => {}} />
);
SmallScreen.meta = { width: 390 };

export const Documentation = docsStory({
  name: 'Contact Bar',
  source: ['src/sections/ContactBar'],
  purpose: (
    <p>
      A bar fixed to the bottom of the window on phones, on the contact page only: one line (“Ready
      to talk growth?”) and a Contact button that brings the visitor to the form, however far down
      they have scrolled.
    </p>
  ),
  whenToUse: [
    'On /contact below the tablet breakpoint, where the form is a long scroll away from the hero’s own buttons. The page places it; there is one per page.',
  ],
  whenNotToUse: [
    'On tablets and desktops: it hides itself from the tablet breakpoint, where the form sits close to the hero’s buttons.',
    'On other pages: a call to action there is a CTA Band or Actions, which link to /contact with the visit’s source.',
    'While the cookie banner is open: it hides under the banner and returns when it closes (the page does this for you).',
  ],
  states: [
    {
      name: 'Small screen',
      story: SmallScreen,
      description:
        'At 390 px wide, fixed to the bottom of the window. Open the story: a fixed bar cannot be shown inside this page.',
      linkOnly: true,
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Reaches the Contact button after the office cards, at the end of the page’s content. Any control reached with Tab is scrolled above the bar, never behind it.',
    },
    {
      keys: 'Enter or Space',
      does: 'Scrolls to the form (smoothly, unless the visitor asks for reduced motion) and puts focus in Full Name.',
    },
  ],
  screenReader: [
    'Not a landmark: the line is read as a paragraph, then “Contact, button”.',
    'After a press, focus lands in the form, so the next thing announced is “Full Name, required, edit text”.',
    'From the tablet breakpoint the bar is not displayed, so it is not read either.',
  ],
  withoutJavaScript: (
    <p>
      Not shown: its Contact button (and the room the page keeps for the bar) needs JavaScript, so
      without it the bar would only cover the end of the page. The form is in the page, right after
      the hero, and works without JavaScript; the hero’s Contact Us and Schedule a Call are hidden
      the same way.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Keep the line short and the button’s label one word, so both fit on a 320 px screen.',
      dont: 'Add a second fixed bar (a chat bubble, a promotion): together they cover the content and hide focused controls.',
    },
  ],
});
