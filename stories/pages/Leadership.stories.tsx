import type { Story, StoryDefault } from '@ladle/react';
import { LeadershipPage } from '../../src/pages/LeadershipPage/LeadershipPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Leadership' } satisfies StoryDefault;

/** /company/leadership, in the site layout. */
export const Leadership: Story = () => (
  <SiteLayout pathname="/company/leadership">
    <LeadershipPage />
  </SiteLayout>
);
