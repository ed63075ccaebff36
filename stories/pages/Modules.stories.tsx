import type { Story, StoryDefault } from '@ladle/react';
import { ModulesPage } from '../../src/pages/ModulesPage/ModulesPage';
import { ProductModulesPage } from '../../src/pages/ProductModulesPage/ProductModulesPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Modules' } satisfies StoryDefault;

/** /modules: the nine modules, combinations and Build My Stack. */
export const Modules: Story = () => (
  <SiteLayout pathname="/modules">
    <ModulesPage />
  </SiteLayout>
);

/** /services/product-modules. */
export const ProductModules: Story = () => (
  <SiteLayout pathname="/services/product-modules">
    <ProductModulesPage />
  </SiteLayout>
);
