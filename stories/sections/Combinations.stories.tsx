import type { Story, StoryDefault } from '@ladle/react';
import { combinations, modulesPage, outcomesDisclaimer } from '../../src/content/growth-os/modules';
import { Combinations } from '../../src/sections/Combinations/Combinations';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Combinations' } satisfies StoryDefault;

/** 'Stronger Together' on /modules: the four popular combinations. */
export const FourStacksWithFootnote: Story = () => (
  <Combinations
    heading={modulesPage.strongerTogether.heading}
    eyebrow={modulesPage.strongerTogether.eyebrow}
    intro={modulesPage.strongerTogether.intro}
    combinations={combinations}
    footnote={outcomesDisclaimer}
  />
);

/** Two combinations on the surface tone (cards are raised). */
export const TwoOnSurface: Story = () => (
  <Combinations
    heading="Stacks for B2B pipeline"
    combinations={combinations.slice(0, 2)}
    tone="surface"
  />
);

export const Documentation = docsStory({
  name: 'Combinations',
  source: ['src/sections/Combinations'],
  purpose: (
    <p>
      Popular stacks of Growth OS modules, one card each: the stack’s name, its modules as chips,
      what it achieves and the headline result. It shows that modules compound, and gives a visitor
      a place to start.
    </p>
  ),
  whenToUse: [
    '“Stronger Together” on /modules, after the grid of single modules and before the Stack Builder.',
    'Two to four named stacks of modules, each with one outcome and one measured result.',
  ],
  whenNotToUse: [
    'For single modules and their details: use Module Grid.',
    'For the visitor to put together their own stack: use Stack Builder.',
    'For figures without modules behind them: use Stats Band.',
  ],
  states: [
    {
      name: 'Four stacks with footnote',
      story: FourStacksWithFootnote,
      description:
        'The /modules section: eyebrow, heading, intro, four cards (four across on desktops, two on tablets) and the note that outcomes are examples.',
    },
    {
      name: 'Two on surface',
      story: TwoOnSurface,
      description: 'On the surface tone the cards are raised. No intro and no footnote.',
    },
  ],
  keyboard:
    'Nothing to operate: the cards hold no links or controls, so Tab passes the section by.',
  screenReader: [
    'A region named by its heading (“Stronger Together, region”), then a list with one item per stack.',
    'Each stack’s name is a level 3 heading. Its chips are a list named for it (“Modules in the Demand-to-Pipeline Stack, list, 3 items”), then the outcome and the result are read as sentences: “180% pipeline velocity”.',
    'The footnote is read last, after the list.',
  ],
  withoutJavaScript: <p>Nothing needs JavaScript: the cards are text in the prerendered page.</p>,
  dosAndDonts: [
    {
      do: 'Say what each result measures (“250% ROAS”), and keep the footnote that outcomes are examples from client programmes.',
      dont: 'Show a bare percentage, or drop the footnote: a figure without its context reads as a promise.',
    },
    {
      do: 'Use the modules’ own names in the chips, so they match the Module Grid above.',
      dont: 'Invent a stack of modules that do not share data: the section argues that they compound.',
    },
  ],
});
