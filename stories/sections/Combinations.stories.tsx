import type { Story, StoryDefault } from '@ladle/react';
import { combinations, modulesPage, outcomesDisclaimer } from '../../src/content/modules';
import { Combinations } from '../../src/sections/Combinations/Combinations';

export default { title: 'Sections / Combinations' } satisfies StoryDefault;

/** 'Stronger Together' on /modules: the four popular combinations. */
export const StrongerTogether: Story = () => (
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
