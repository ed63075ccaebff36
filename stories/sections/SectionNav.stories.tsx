import type { Story, StoryDefault } from '@ladle/react';
import { privacyNotice } from '../../src/content/legal/privacy';
import { serviceSections } from '../../src/content/services/services';
import { SectionNav } from '../../src/sections/SectionNav/SectionNav';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Section Nav' } satisfies StoryDefault;

const items = serviceSections.map((section) => ({ id: section.id, label: section.navLabel }));

/** The services page's bar with Optimise current (fixed, for screenshots). */
export const SecondCurrent: Story = () => (
  <SectionNav label="Services sections" items={items} current="optimise" />
);

/**
 * 'Advisory & Enablement' current: on a phone the row does not fit and is scrolled so that the
 * current item is in view.
 */
export const LastCurrent: Story = () => (
  <SectionNav label="Services sections" items={items} current="advisory" />
);

const privacyItems = privacyNotice.sections.map((section) => ({
  id: section.id,
  label: section.heading,
}));

/** 'On this page' on the privacy notice: every section of a long document, in a list. */
export const Contents: Story = () => (
  <div style={{ maxWidth: '17rem' }}>
    <SectionNav variant="contents" label="On this page" items={privacyItems} />
  </div>
);

export const Documentation = docsStory({
  name: 'Section Nav',
  source: ['src/sections/SectionNav'],
  purpose: (
    <p>
      The in-page navigation of a long page: a bar of links to its sections that sticks under the
      site header while those sections scroll past. On /services it links Acquire, Optimise, Create
      and Advisory &amp; Enablement. The link of the section being read is marked current (accent
      colour and underline bar) and follows the scroll: a scroll spy. Its contents variant is the
      “On this page” list of a long document (the privacy notice, the cookie policy, the terms):
      every section in order under a heading, with no scroll spy.
    </p>
  ),
  whenToUse: [
    'On a page of three to six long sections of the same kind that visitors compare or jump between (the four practices on /services).',
    'With a jump target for every link: a section with the id, the scroll offset and focus after a jump (Service Section has all three).',
  ],
  whenNotToUse: [
    'To go to other pages: that is the main navigation, or Page Breadcrumbs for the levels above.',
    'On short pages, or for two sections: scrolling is quicker than a bar, and the bar takes 48 to 56 px of the screen.',
    'As a bar for more than six sections, or for sections with long headings: use the contents variant (“On this page”) instead, which lists them all at once.',
    'As tabs: the sections stay on the page one after the other; nothing is hidden. For panels that replace each other, use a Toggle Button Group.',
  ],
  states: [
    {
      name: 'Second current',
      story: SecondCurrent,
      description:
        'Optimise is current. The stories fix the current item; on the page it follows the section that spans the line 200 px below the top of the window.',
    },
    {
      name: 'Last current',
      story: LastCurrent,
      linkOnly: true,
      description:
        'Advisory & Enablement is current. On a phone the row does not fit: it scrolls sideways (without a scrollbar) and keeps the current link in view. Open the story at phone width to see it.',
    },
    {
      name: 'Contents',
      story: Contents,
      description:
        'variant="contents": “On this page” on the privacy notice, every section in order. The heading names the navigation; the links are underlined, as text links are. The page places it (sticky beside the text on desktops, above it on phones); no link is marked current.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves through the section links in order; a link scrolled out of the row comes into view when it takes focus.',
    },
    {
      keys: 'Enter',
      does: 'Scrolls to the section (smoothly, or at once with reduced motion), puts its address in the URL (#optimise) and moves focus to the section, so the next Tab continues inside it.',
    },
  ],
  screenReader: [
    'A navigation landmark named “Services sections”, holding a list of links. The contents variant: a navigation named by its heading, “On this page, heading level 2”, then an ordered list of links.',
    'The current link is announced as “current location” (aria-current="location"). A jump moves focus to the section, which is read as a region named by its heading.',
  ],
  withoutJavaScript: (
    <p>
      The links are plain <code>#id</code> links: the browser jumps to each section and leaves room
      for the header and the bar above it, and the bar still sticks. Nothing follows the scroll, so
      no link is drawn as current; the HTML still marks the first link as the current location, as
      it is at the top of the page, and screen readers say so wherever the visitor is.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Use the sections’ own short names as labels (the eyebrow of each section: “Acquire”).',
      dont: 'Write long labels: on a phone the row then scrolls further, and the visitor sees fewer of them at once.',
    },
    {
      do: 'Give the bar a name that says whose sections these are: “Services sections”.',
      dont: 'Call it “Navigation” or “Menu”: the page then has two landmarks a screen reader cannot tell apart from the main one.',
    },
  ],
});
