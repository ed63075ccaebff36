import type { Story, StoryDefault } from '@ladle/react';
import { InvestorsPage } from '../../src/pages/InvestorsPage/InvestorsPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Investor Room' } satisfies StoryDefault;

/** /investors, behind the footer's faint Investor Room link, in the site layout. */
export const Investors: Story = () => (
  <SiteLayout pathname="/investors">
    <InvestorsPage />
  </SiteLayout>
);
Investors.storyName = 'Investor Room';
