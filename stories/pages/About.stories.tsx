import type { Story, StoryDefault } from '@ladle/react';
import { AboutPage } from '../../src/pages/AboutPage/AboutPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / About' } satisfies StoryDefault;

/** /company/about (also served at /company), in the site layout. */
export const About: Story = () => (
  <SiteLayout pathname="/company/about">
    <AboutPage />
  </SiteLayout>
);
