import type { Story, StoryDefault } from '@ladle/react';
import { insightsPaths } from '../../src/content/insights/insights';
import { ArticlePage } from '../../src/pages/ArticlePage/ArticlePage';
import { ArticlePageLoading } from '../../src/pages/ArticlePage/ArticlePageLoading';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';
import { sampleArticleView } from '../support/insights';

export default { title: 'Pages / Article' } satisfies StoryDefault;

/**
 * /insights/why-your-cfo-doesnt-trust-last-click-attribution: the share bar, badges, title and
 * byline, the featured image, the sanitised body, Tagged with, three related posts and the call
 * to action.
 */
export const WithRelatedArticles: Story = () => {
  const slug = 'why-your-cfo-doesnt-trust-last-click-attribution';
  const { article, related } = sampleArticleView(slug);
  return (
    <SiteLayout pathname={insightsPaths.article(slug)}>
      <ArticlePage article={article} related={related} />
    </SiteLayout>
  );
};

/**
 * /insights/show-me-the-payback-period, a post without a featured image, when the related call
 * failed (related is null): the section is left out and the call to action follows the tags.
 */
export const WithoutRelatedArticles: Story = () => {
  const slug = 'show-me-the-payback-period';
  const { article } = sampleArticleView(slug);
  return (
    <SiteLayout pathname={insightsPaths.article(slug)}>
      <ArticlePage article={article} related={null} />
    </SiteLayout>
  );
};

/** After a client-side navigation, while the post loads: the status and placeholders. */
export const Loading: Story = () => (
  <SiteLayout pathname={insightsPaths.article('show-me-the-payback-period')}>
    <ArticlePageLoading />
  </SiteLayout>
);
