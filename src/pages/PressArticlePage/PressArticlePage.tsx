import { pressLabels } from '../../content/press/labels';
import { pressRoomPath } from '../../content/press/paths';
import type { CoverageItem, PressRelease } from '../../content/press/types';
import type { ContentLink } from '../../content/site/navigation';
import { Actions } from '../../sections/Actions/Actions';
import { DatelineHeader } from '../../sections/DatelineHeader/DatelineHeader';
import { Hero } from '../../sections/Hero/Hero';
import { KeyFacts } from '../../sections/KeyFacts/KeyFacts';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { PageSection } from '../../sections/PageSection/PageSection';
import { formatLongDate } from '../../site/dates';
import type { Crumb } from '../../site/structuredData';
import * as styles from './PressArticlePage.css';

export interface PressArticlePageProps {
  /** A press release, or a coverage item (which has its publication). */
  item: PressRelease | CoverageItem;
  /** Home, Press Room, Press Releases (or In the News), the item. */
  trail: ReadonlyArray<Crumb>;
  /** 'All Press Releases' or 'All Media Coverage', to the index of the item's kind. */
  all: ContentLink;
}

/**
 * A press release or a coverage item: breadcrumbs, title, dek, the
 * dateline header (publication, author, city, date), the body with its news-wire dateline, the
 * Key Facts beside it, and the ways back: the press room and the item's index.
 */
export function PressArticlePage({ item, trail, all }: PressArticlePageProps) {
  const coverage = 'publication' in item ? item : undefined;
  const [lead, ...rest] = item.body;
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={trail} />}
        eyebrow={coverage ? pressLabels.coverage : pressLabels.pressRelease}
        title={item.title}
        lead={item.dek}
      >
        <DatelineHeader
          date={item.date}
          dateline={item.dateline}
          publication={coverage?.publication}
          author={coverage?.author}
        />
      </Hero>
      <PageSection>
        <div className={styles.layout}>
          <div className={styles.body}>
            {lead ? (
              <p>
                <strong className={styles.dateline}>
                  {item.dateline}, {formatLongDate(item.date)}
                </strong>{' '}
                — {lead}
              </p>
            ) : null}
            {rest.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className={styles.aside}>
            <KeyFacts heading={pressLabels.keyFacts} facts={item.keyFacts} />
          </div>
        </div>
        <Actions
          className={styles.actions}
          actions={[
            { label: pressLabels.backToPressRoom, href: pressRoomPath, variant: 'secondary' },
            { ...all, variant: 'secondary' },
          ]}
        />
      </PageSection>
    </>
  );
}
