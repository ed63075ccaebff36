import type { Story, StoryDefault } from '@ladle/react';
import { ModulesPage } from '../../src/sections/ModulesPage/ModulesPage';
import { ProductModulesPage } from '../../src/sections/ProductModulesPage/ProductModulesPage';

export default { title: 'Pages / Modules' } satisfies StoryDefault;

/** The whole /modules page body, without the site shell. */
export const Modules: Story = () => <ModulesPage />;

/** The whole /services/product-modules page body, without the site shell. */
export const ProductModules: Story = () => <ProductModulesPage />;
