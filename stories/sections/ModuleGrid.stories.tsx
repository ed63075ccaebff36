import type { Story, StoryDefault } from '@ladle/react';
import {
  modules,
  modulesPage,
  outcomesDisclaimer,
  productModulesPage,
} from '../../src/content/modules';
import { ModuleGrid } from '../../src/sections/ModuleGrid/ModuleGrid';

export default { title: 'Sections / ModuleGrid' } satisfies StoryDefault;

/** The nine modules on /modules: every field and a Learn More button per card. */
export const AllModules: Story = () => (
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
