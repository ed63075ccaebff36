import { Link } from '../../components/Link/Link';
import { formatLongDate } from '../../site/dates';
import * as styles from './ReleaseList.css';

export interface ReleaseListItem {
  title: string;
  href: string;
  /** ISO date, shown in long US English ('March 4, 2026'). */
  date: string;
  dek: string;
  /** For media coverage: the publication that ran the piece. */
  publication?: string;
}

export interface ReleaseListProps {
  /** Newest first, as given. */
  items: ReadonlyArray<ReleaseListItem>;
  /** Level of each item's title: 3 under a section heading (default), 2 on an index page. */
  titleLevel?: 2 | 3;
  /** Accessible name of the list ('Press releases'). */
  'aria-label'?: string;
}

/**
 * Press releases or coverage, newest first: the date (and the publication), the title as the
 * link to the item's page, and its dek. A numbered list in reading order; each title names its
 * link.
 */
export function ReleaseList({ items, titleLevel = 3, 'aria-label': label }: ReleaseListProps) {
  const Title = `h${titleLevel}` as const;
  return (
    <ol className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.href} className={styles.item}>
          <article className={styles.article}>
            <p className={styles.meta}>
              <time dateTime={item.date}>{formatLongDate(item.date)}</time>
              {item.publication ? (
                <>
                  <span aria-hidden="true" className={styles.separator}>
                    ·
                  </span>
                  <span className={styles.publication}>{item.publication}</span>
                </>
              ) : null}
            </p>
            <Title className={styles.title}>
              <Link href={item.href} variant="subtle">
                {item.title}
              </Link>
            </Title>
            <p className={styles.dek}>{item.dek}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
