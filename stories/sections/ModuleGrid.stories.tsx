import type { Story, StoryDefault } from '@ladle/react';
import {
  modules,
  modulesPage,
  outcomesDisclaimer,
  productModulesPage,
} from '../../src/content/growth-os/modules';
import { ModuleGrid } from '../../src/sections/ModuleGrid/ModuleGrid';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Module Grid' } satisfies StoryDefault;

/** The nine modules on /modules: every field and a Learn More button per card. */
export const NineFullCards: Story = () => (
  <ModuleGrid
    heading={modulesPage.grid.heading}
    eyebrow={modulesPage.grid.eyebrow}
    intro={modulesPage.grid.intro}
    modules={modules}
    learnMoreLabel={modulesPage.grid.learnMore}
    footnote={outcomesDisclaimer}
  />
);

/** The compact variant on /services/product-modules: name, one line and key outcome. */
export const Compact: Story = () => (
  <ModuleGrid
    variant="compact"
    heading={productModulesPage.grid.heading}
    intro={productModulesPage.grid.intro}
    modules={modules}
    actions={productModulesPage.grid.actions}
    tone="body"
  />
);

/** Two full cards on the body tone (the cards switch to the surface colour). */
export const TwoOnBody: Story = () => (
  <ModuleGrid heading="Start with measurement" modules={modules.slice(1, 3)} tone="body" />
);

export const Documentation = docsStory({
  name: 'Module Grid',
  source: ['src/sections/ModuleGrid'],
  purpose: (
    <p>
      The Growth OS modules as cards. The full card gives everything a buyer compares: what the
      module does, its key features, where it is used, its key outcome and a Learn More button. The
      compact card keeps the name, one line and the outcome, for pages that only introduce the
      modules.
    </p>
  ),
  whenToUse: [
    'Full cards on /modules, where visitors compare the nine modules; each card is also an anchor (/modules#signalos).',
    'Compact cards where the modules support another story, as on /services/product-modules, with actions to the full list.',
  ],
  whenNotToUse: [
    'For stacks of modules that work together: use Combinations.',
    'For products of the catalogue: use Product Card and Product Catalogue.',
    'For features that are not modules: use Feature Grid.',
  ],
  states: [
    {
      name: 'Nine full cards',
      story: NineFullCards,
      description:
        'The /modules grid on the surface tone (cards raised): a decorative number, description, key features, where it is used, key outcome, Learn More, and the footnote that outcomes are examples.',
    },
    {
      name: 'Compact',
      story: Compact,
      description:
        'variant="compact" on the body tone: name, one-line summary and key outcome, with actions under the grid.',
    },
    {
      name: 'Two on body',
      story: TwoOnBody,
      description:
        'Two full cards on the body tone: the cards switch to the surface colour. Open the story: its cards repeat the anchors (ids) of the nine above, which a page may hold only once.',
      linkOnly: true,
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Full cards: moves from one Learn More button to the next in reading order, then to the actions under the grid. Compact cards hold nothing focusable, so Tab goes straight to the actions.',
    },
    { keys: 'Enter', does: 'Follows the focused link.' },
  ],
  screenReader: [
    'A region named by its heading (“The nine modules, region”; the heading is level 2), then a list with one item per module.',
    'Each module’s name is a level 3 heading. In a full card the details are a description list, so each value is read with its label: “Key outcome: 40% faster opportunity identification”.',
    'Learn More says which module it is for: “Learn More about SignalOS, link”.',
    'Compact cards announce “Key outcome:” before the figure; the numbers 01 to 09 on full cards are decorative.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: the cards are text and Learn More is a real link in the prerendered page.
      The anchors work too, so /modules#attribution-core opens at that card.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Give every outcome what it measures and where it comes from, and keep the footnote that outcomes are examples from client programmes.',
      dont: 'Show outcome figures alone, or drop the footnote: a figure without context reads as a guarantee.',
    },
    {
      do: 'Full cards once, on the page that compares modules; compact cards elsewhere, linking to it.',
      dont: 'The full nine on several pages: the anchors (/modules#signalos) must exist only once.',
    },
  ],
});
