import type { Story, StoryDefault } from '@ladle/react';
import { LocationsPage } from '../../src/pages/LocationsPage/LocationsPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Locations' } satisfies StoryDefault;

/** /company/locations, in the site layout. */
export const Locations: Story = () => (
  <SiteLayout pathname="/company/locations">
    <LocationsPage />
  </SiteLayout>
);
