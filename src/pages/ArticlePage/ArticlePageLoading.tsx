import { Container } from '../../components/Container/Container';
import { ArrowIcon } from '../../components/Icon/ArrowIcon';
import { Link } from '../../components/Link/Link';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { articlePage } from '../../content/insights/insights';
import * as shareStyles from '../../sections/ShareBar/ShareBar.css';
import * as styles from './ArticlePage.css';

/**
 * The article page while its post loads after a client-side navigation:
 * the way back, then placeholders in the shape of the header, the image and the first
 * paragraphs. The region says it is busy, and a status message says what is loading.
 */
export function ArticlePageLoading() {
  return (
    <>
      <div className={shareStyles.bar}>
        <Container>
          <div className={shareStyles.row}>
            <Link href={articlePage.back.href} variant="subtle" className={shareStyles.back}>
              <ArrowIcon className={shareStyles.backArrow} />
              {articlePage.back.label}
            </Link>
          </div>
        </Container>
      </div>
      <Container>
        <div className={styles.column} aria-busy="true">
          <p className={styles.loadingStatus} role="status">
            {articlePage.loading}
          </p>
          <div className={styles.header}>
            <Skeleton shape="badge" />
            <Skeleton shape="title" width="92%" />
            <Skeleton shape="title" width="64%" />
            <Skeleton width="14rem" />
          </div>
          <Skeleton shape="media" />
          {['100%', '96%', '98%', '72%'].map((width) => (
            <Skeleton key={width} width={width} />
          ))}
        </div>
      </Container>
    </>
  );
}
