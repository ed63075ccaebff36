import type { Story, StoryDefault } from '@ladle/react';
import { response } from '../../src/content/site/home';
import { Principles } from '../../src/sections/Principles/Principles';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Principles' } satisfies StoryDefault;

/** "Our Response" on the home page: four numbered principles under an intro, on the body band. */
export const FourPrinciplesWithIntro: Story = () => (
  <Principles heading={response.heading} intro={response.intro} principles={response.principles} />
);

/** The same principles on the surface band, without an intro. */
export const OnSurface: Story = () => (
  <Principles heading={response.heading} principles={response.principles} tone="surface" />
);

export const Documentation = docsStory({
  name: 'Principles',
  source: ['src/sections/Principles'],
  purpose: (
    <p>
      A short numbered list of beliefs or stages, each with a large two-digit number, a title and a
      paragraph, set on the band without cards. On the home page it is “Our Response”, the answer to
      the problems in Pain Cards; the Studio pages use it for their process and Product Modules for
      how an engagement runs.
    </p>
  ),
  whenToUse: [
    'Three or four points that belong in a fixed order, or that read as a manifesto: “Architecture over campaigns”, “AI-native by default”.',
    'Right after Pain Cards, to answer each problem with a principle.',
  ],
  whenNotToUse: [
    'For a process where each step leads to the next and has a deliverable: use Step Flow, which draws the arrows and the fact under each step.',
    'For features or services with their own pages: use Feature Grid or Link Card Grid.',
    'For more than four points: the row of four on wide screens breaks into a second row and the numbers lose their rhythm. Use Key Points.',
  ],
  states: [
    {
      name: 'Four principles with intro',
      story: FourPrinciplesWithIntro,
      description:
        'As on the home page: heading, intro and four principles. One column on phones, two from tablet, four from 1280 px.',
    },
    {
      name: 'On surface',
      story: OnSurface,
      description:
        'On the surface band, without an intro, as Product Modules shows its engagement steps.',
    },
  ],
  keyboard: 'Nothing to operate: there are no links or controls in the section.',
  screenReader: [
    'A region named by its h2 (“Our Response”), then an ordered list: “list, 4 items”, so the order is announced without the visible numbers.',
    'Each principle’s title is an h3, so they can be skimmed by heading.',
    'The large numbers (01, 02…) are hidden from screen readers: the list already gives the position.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Start each title with the idea itself, in three or four words: “Accountable outcomes”.',
      dont: 'Put the number in the title (“1. Accountable outcomes”): the number is drawn already, and the list announces the position.',
    },
  ],
});
