import { type ReactNode, useId } from 'react';
import { Badge } from '../../components/Badge/Badge';
import { Container } from '../../components/Container/Container';
import { Anchor } from '../../components/Link/Anchor';
import { articlePage, insightsPaths, insightsTrails } from '../../content/insights/insights';
import { insightsLanding } from '../../content/insights/landing';
import type { ArticleView } from '../../features/insights/articleData';
import type { ArticleEntry } from '../../features/insights/articleMatch';
import { tagHref } from '../../features/insights/tagHref';
import { classificationLabel } from '../../features/insights/taxonomyNames';
import { ArticleBody } from '../../sections/ArticleBody/ArticleBody';
import { ArticleCard } from '../../sections/ArticleCard/ArticleCard';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { PageSection } from '../../sections/PageSection/PageSection';
import { SectionHeader } from '../../sections/SectionHeader/SectionHeader';
import { ShareBar } from '../../sections/ShareBar/ShareBar';
import { canonicalUrl } from '../../site/canonicalUrl';
import { contactAction } from '../../site/contactLink';
import { formatLongDate as formatPostDate } from '../../site/dates';
import * as styles from './ArticlePage.css';

export interface ArticlePageProps {
  article: ArticleView;
  /** Up to three related articles; null or empty hides the section. */
  related: ReadonlyArray<ArticleEntry> | null;
}

/** The featured image at the widths of the reading column (48rem at most). */
const featuredSizes = '(min-width: 800px) 48rem, 94vw';

/**
 * One article (/insights/{slug}): the sticky bar with the way back and the share
 * buttons; category badges, the title, date, author and read time; the featured image (its alt
 * text, responsive sizes, its width and height reserved); the sanitised body; 'Tagged with'
 * (each tag links to the articles carrying it); up to three Related Articles; and a call to
 * action to the contact page.
 */
export function ArticlePage({ article, related }: ArticlePageProps) {
  const titleId = useId();
  const path = insightsPaths.article(article.slug);
  const date = formatPostDate(article.date);
  const meta: Array<[key: string, item: ReactNode]> = [];
  if (date) {
    meta.push([
      'date',
      <time key="date" dateTime={article.date.slice(0, 10)}>
        {date}
      </time>,
    ]);
  }
  if (article.author) meta.push(['author', articlePage.byline(article.author)]);
  meta.push(['time', articlePage.readTime(article.readTime)]);
  const { image } = article;
  const srcSet = image?.sources.map((source) => `${source.src} ${source.width}w`).join(', ');
  const cta = insightsLanding.cta;

  return (
    <>
      <ShareBar
        back={article.list === 'reports' ? articlePage.backToReports : articlePage.back}
        url={canonicalUrl(path)}
        title={article.title}
        label={articlePage.share.label}
      />
      <Container>
        <article className={styles.column} aria-labelledby={titleId}>
          <header className={styles.header}>
            <PageBreadcrumbs
              trail={insightsTrails.article(article.title, article.slug, article.list)}
            />
            {article.categories.length > 0 ? (
              <ul className={styles.badges} aria-label={articlePage.categoriesLabel}>
                {article.categories.map((category) => (
                  <li key={category.id}>
                    <Badge tone="accent">{category.name}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            <h1 id={titleId} className={styles.title}>
              {article.title}
            </h1>
            <p className={styles.meta}>
              {meta.map(([key, item], index) => (
                <span key={key}>
                  {index > 0 ? (
                    <span className={styles.separator} aria-hidden="true">
                      {'· '}
                    </span>
                  ) : null}
                  {item}
                </span>
              ))}
            </p>
          </header>
          {image ? (
            <figure className={styles.figure}>
              <img
                className={styles.image}
                src={image.sources.at(-1)?.src ?? image.src}
                srcSet={srcSet || undefined}
                sizes={srcSet ? featuredSizes : undefined}
                width={image.width ?? 1600}
                height={image.height ?? 900}
                alt={image.alt}
                fetchPriority="high"
                decoding="async"
              />
            </figure>
          ) : null}
          <ArticleBody html={article.bodyHtml} />
          {article.tags.length > 0 ? (
            <footer className={styles.tags}>
              <h2 className={styles.tagsHeading} id={`${titleId}-tags`}>
                {articlePage.taggedWith}
              </h2>
              <ul className={styles.tagList} aria-labelledby={`${titleId}-tags`}>
                {article.tags.map((tag) => (
                  <li key={tag.id}>
                    <Anchor className={styles.tag} href={tagHref(tag, article.list)}>
                      {tag.name}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </footer>
          ) : null}
        </article>
      </Container>
      {related && related.length > 0 ? <RelatedArticles related={related} /> : null}
      <CtaBand
        heading={cta.heading}
        body={cta.body}
        actions={[contactAction(path, cta.action.label)]}
        tone="body"
      />
    </>
  );
}

function RelatedArticles({ related }: { related: ReadonlyArray<ArticleEntry> }) {
  const headingId = useId();
  return (
    <PageSection tone="surface" labelledBy={headingId}>
      <SectionHeader id={headingId} heading={articlePage.related} />
      <ul className={styles.relatedGrid}>
        {related.map((entry) => (
          <ArticleCard
            key={entry.id}
            tone="raised"
            post={{ ...entry, badge: classificationLabel(entry) }}
          />
        ))}
      </ul>
    </PageSection>
  );
}
