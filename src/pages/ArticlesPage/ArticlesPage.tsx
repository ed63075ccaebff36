import { articlesPage } from '../../content/insights/articlesPage';
import { insightsTrails } from '../../content/insights/insights';
import { ArticleList, type ArticleListProps } from '../../sections/ArticleList/ArticleList';
import { Hero } from '../../sections/Hero/Hero';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';

/** The articles list page (/insights/articles): its hero, then the list and filters. */
export function ArticlesPage(props: ArticleListProps) {
  const { hero } = articlesPage;
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={insightsTrails.articles} />}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
      />
      <ArticleList {...props} />
    </>
  );
}
