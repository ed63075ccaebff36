import type { Story, StoryDefault } from '@ladle/react';
import { careersPage } from '../../src/content/careers/careers';
import { contact } from '../../src/content/site/contact';
import { ContactBar } from '../../src/sections/ContactBar/ContactBar';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Contact Bar' } satisfies StoryDefault;

/** The contact page's fixed bottom bar; it shows below the tablet breakpoint only. */
export const SmallScreen: Story = () => (
  <ContactBar text={contact.bar.text} buttonLabel={contact.bar.button} onContact={() => {}} />
);
SmallScreen.meta = { width: 390 };

/**
 * The careers page's bar: two links sharing its width, Apply Now (to the open roles on the same
 * page) and Talk to Team (to the contact page, with the visit's source).
 */
export const TwoLinks: Story = () => (
  <ContactBar
    location="careers-bar"
    actions={[
      { label: careersPage.mobileBar.applyNow, href: careersPage.mobileBar.applyHref },
      { label: careersPage.mobileBar.talkToTeam, href: careersPage.mobileBar.talkToTeamHref },
    ]}
  />
);
TwoLinks.meta = { width: 390 };

export const Documentation = docsStory({
  name: 'Contact Bar',
  source: ['src/sections/ContactBar'],
  purpose: (
    <p>
      A bar fixed to the bottom of the window on phones, so the page’s main action stays in reach
      however far down the visitor has scrolled. On the contact page it holds one line (“Ready to
      talk growth?”) and a Contact button that brings the visitor to the form; on the careers page,
      two links side by side, Apply Now and Talk to Team.
    </p>
  ),
  whenToUse: [
    'On /contact below the tablet breakpoint, where the form is a long scroll away from the hero’s own buttons: the line and the Contact button (text, buttonLabel, onContact).',
    'On /careers below the tablet breakpoint: two links (actions), Apply Now to the open roles and Talk to Team to the contact page, counted from location="careers-bar".',
    'One per page, placed by the page.',
  ],
  whenNotToUse: [
    'On tablets and desktops: it hides itself from the tablet breakpoint, where the page’s own buttons are in view.',
    'On other pages: a call to action there is a CTA Band or Actions, which link to /contact with the visit’s source.',
    'For more than two links: they share the bar’s width and would not fit on a 320 px screen.',
    'While the cookie banner is open: it hides under the banner and returns when it closes (the page does this for you).',
  ],
  states: [
    {
      name: 'Small screen',
      story: SmallScreen,
      description:
        'The contact page’s bar at 390 px wide, fixed to the bottom of the window: the line and the Contact button. Open the story: a fixed bar cannot be shown inside this page.',
      linkOnly: true,
    },
    {
      name: 'Two links',
      story: TwoLinks,
      description:
        'The careers page’s bar: no line, and two links drawn as buttons sharing the width, the first primary (Apply Now, to #open-roles), the second secondary (Talk to Team, to /contact with ref, from and label). Its clicks are counted from careers-bar. The story passes no onActionClick (there is no Open Roles section to move to), so Apply Now is a plain link here. Open the story: a fixed bar cannot be shown inside this page.',
      linkOnly: true,
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Reaches the Contact button after the office cards, at the end of the page’s content (on /careers: Apply Now, then Talk to Team, after the closing call to action). Any control reached with Tab is scrolled above the bar, never behind it.',
    },
    {
      keys: 'Enter or Space',
      does: 'On Contact: scrolls to the form (smoothly, unless the visitor asks for reduced motion) and puts focus in Full Name.',
    },
    {
      keys: 'Enter',
      does: 'On Apply Now: the careers page scrolls to Open Roles (smoothly, unless the visitor asks for reduced motion) and moves focus to the section, as the hero’s Open Roles does; it passes onActionClick for this, and without it a link to #open-roles only scrolls. On Talk to Team: opens the contact page.',
    },
  ],
  screenReader: [
    'Not a landmark: the line is read as a paragraph, then “Contact, button”. The careers bar is two links, “Apply Now, link” and “Talk to Team, link”.',
    'After a press of Contact, focus lands in the form, so the next thing announced is “Full Name, required, edit text”.',
    'From the tablet breakpoint the bar is not displayed, so it is not read either.',
  ],
  withoutJavaScript: (
    <>
      <p>
        The links variant works without JavaScript: it is two plain links (Apply Now jumps to the
        section, without the smooth scroll and the focus move), and the page keeps room for the bar
        at its bottom with a style of its own, so the bar never covers the footer.
      </p>
      <p>
        The button variant is not shown: its Contact button needs JavaScript, so without it the bar
        would only cover the end of the page. The form is in the page, right after the hero, and
        works without JavaScript; the hero’s Contact Us and Schedule a Call are hidden the same way.
      </p>
    </>
  ),
  dosAndDonts: [
    {
      do: 'Use links (actions) when the bar goes somewhere: they work before and without JavaScript.',
      dont: 'Use the button variant to move to a section or another page: it needs scripts, so without them the bar is hidden.',
    },
    {
      do: 'Keep the line short and the button’s label one word, and two links to two or three words each, so they fit on a 320 px screen.',
      dont: 'Add a second fixed bar (a chat bubble, a promotion): together they cover the content and hide focused controls.',
    },
  ],
});
