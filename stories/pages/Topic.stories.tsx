import type { Story, StoryDefault } from '@ladle/react';
import { topicTrail } from '../../src/content/topics/details';
import { topicPageData } from '../../src/content/topics/details/data';
import { page as performanceMarketing } from '../../src/content/topics/details/performanceMarketing';
import { page as webAnalytics } from '../../src/content/topics/details/webAnalytics';
import { topicPath } from '../../src/content/topics/paths';
import { TopicPage } from '../../src/pages/TopicPage/TopicPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Topic' } satisfies StoryDefault;

/** /topics/web-analytics: TL;DR, key facts, what we do, four steps, two services, FAQ, CTA. */
export const WebAnalytics: Story = () => {
  const data = topicPageData(webAnalytics);
  return (
    <SiteLayout pathname={topicPath(webAnalytics.slug)}>
      <TopicPage {...data} trail={topicTrail(data)} />
    </SiteLayout>
  );
};
WebAnalytics.storyName = 'Web analytics';

/** /topics/performance-marketing, the same template with another guide’s words. */
export const PerformanceMarketing: Story = () => {
  const data = topicPageData(performanceMarketing);
  return (
    <SiteLayout pathname={topicPath(performanceMarketing.slug)}>
      <TopicPage {...data} trail={topicTrail(data)} />
    </SiteLayout>
  );
};
PerformanceMarketing.storyName = 'Performance marketing';
