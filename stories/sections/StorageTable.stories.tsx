import type { Story, StoryDefault } from '@ladle/react';
import { storageItems } from '../../src/content/legal/cookies';
import { StorageTable } from '../../src/sections/StorageTable/StorageTable';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Storage Table' } satisfies StoryDefault;

/** The cookie policy's table: every item the site stores, Google Analytics' cookies last. */
export const EveryItem: Story = () => (
  <StorageTable caption="Cookies and storage on this website" items={storageItems} />
);

/** Only what the site's own code stores: no third party, nothing optional. */
export const SiteStorageOnly: Story = () => (
  <StorageTable
    caption="What this website stores itself"
    items={storageItems.filter((item) => item.setBy === 'site')}
  />
);

export const Documentation = docsStory({
  name: 'Storage Table',
  source: ['src/sections/StorageTable'],
  purpose: (
    <p>
      The list of every cookie and browser-storage key a site sets, as the cookie policy shows it:
      one row per item, with its name, type (cookie, local storage or session storage), purpose,
      category and lifetime. Items a third party sets (Google Analytics’ cookies) say so under their
      name.
    </p>
  ),
  whenToUse: [
    'On the cookie policy (/cookies), fed by the content’s storageItems, whose names are the code’s own constants: a unit test fails when the site stores a key the list does not name, or the list names one the code no longer sets.',
  ],
  whenNotToUse: [
    'For the visitor’s choice itself: that is the Cookie Banner, which the cookie policy’s “Change cookie settings” opens.',
    'For other facts in rows (prices, specifications): this table’s columns and labels are the storage ones.',
  ],
  states: [
    {
      name: 'Every item',
      story: EveryItem,
      description:
        'The cookie policy’s table. From tablet width up, five columns with the name heading each row; on phones each row is a card and each value has its column’s name before it, so nothing scrolls sideways at 390 px. Open the story at phone width to see it.',
    },
    {
      name: 'Site storage only',
      story: SiteStorageOnly,
      description:
        'The items the site’s own code stores (strictly necessary and functional): no “Set by Google” line and no accent badges, which mark the optional categories.',
    },
  ],
  keyboard:
    'Nothing to operate: the table takes no focus. Screen-reader users move through it with their table commands.',
  screenReader: [
    'A table named by its caption (“Cookies and storage on this website”), with 5 columns and a row per item.',
    'Each row is headed by the item’s name (<th scope="row">) and each column by its heading (<th scope="col">), so moving to a cell reads both: “cookie-consent, Lifetime, Until you clear this site’s data …”.',
    'On phones the headings are hidden from sight, not from screen readers, and the names drawn before each value are hidden from screen readers, which hear the real headers. The table keeps its roles explicitly, so the stacked layout does not lose them in browsers that drop a restyled table’s semantics.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Name each item exactly as the browser’s developer tools show it, and write its lifetime in words (“Until you close the tab”).',
      dont: 'Write the names by hand in the content: import the code’s constants, so the table cannot drift from what the site stores.',
    },
  ],
});
