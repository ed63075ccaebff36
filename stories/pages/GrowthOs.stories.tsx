import type { Story, StoryDefault } from '@ladle/react';
import { GrowthOsPage } from '../../src/pages/GrowthOsPage/GrowthOsPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Growth OS' } satisfies StoryDefault;

/** The overview (/growth-os). */
export const Overview: Story = () => (
  <SiteLayout pathname="/growth-os">
    <GrowthOsPage />
  </SiteLayout>
);

/** The inside page (/services/growth-os): the same body with its breadcrumbs. */
export const Inside: Story = () => (
  <SiteLayout pathname="/services/growth-os">
    <GrowthOsPage view="inside" />
  </SiteLayout>
);
