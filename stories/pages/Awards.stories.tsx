import type { Story, StoryDefault } from '@ladle/react';
import { awardsPage } from '../../src/content/proof/awardsPage';
import { AwardsPage } from '../../src/pages/AwardsPage/AwardsPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Awards' } satisfies StoryDefault;

/**
 * /proof/awards: the three awards, newest first, each with View Award (a new tab), then See Case
 * Studies and Book a Strategy Session.
 */
export const ThreeAwardsNewestFirst: Story = () => (
  <SiteLayout pathname={awardsPage.path}>
    <AwardsPage />
  </SiteLayout>
);
ThreeAwardsNewestFirst.storyName = 'Three awards, newest first';
