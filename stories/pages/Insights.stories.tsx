import type { Story, StoryDefault } from '@ladle/react';
import { InsightsPage } from '../../src/pages/InsightsPage/InsightsPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Insights' } satisfies StoryDefault;

/** /insights: the hero, the Articles and Reports cards, and the strategy session band. */
export const Landing: Story = () => (
  <SiteLayout pathname="/insights">
    <InsightsPage />
  </SiteLayout>
);
