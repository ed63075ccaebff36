import type { Story, StoryDefault } from '@ladle/react';
import { ServicesPage } from '../../src/pages/ServicesPage/ServicesPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Services' } satisfies StoryDefault;

/** /services at the top of the page: the in-page navigation marks the first section. */
export const AtTheTop: Story = () => (
  <SiteLayout pathname="/services">
    <ServicesPage currentSection="acquire" />
  </SiteLayout>
);
