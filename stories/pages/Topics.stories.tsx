import type { Story, StoryDefault } from '@ladle/react';
import { topicsPath } from '../../src/content/topics/paths';
import { TopicsPage } from '../../src/pages/TopicsPage/TopicsPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Topics' } satisfies StoryDefault;

/** /topics: TL;DR, the four topic cards with icons, what we do and Explore More. */
export const Index: Story = () => (
  <SiteLayout pathname={topicsPath}>
    <TopicsPage />
  </SiteLayout>
);
Index.storyName = 'Topics index';
