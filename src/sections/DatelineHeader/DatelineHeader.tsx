import type { ReactNode } from 'react';
import { formatLongDate } from '../../site/dates';
import * as styles from './DatelineHeader.css';

export interface DatelineHeaderProps {
  /** ISO date, shown in long US English ('March 4, 2026'). */
  date: string;
  /** The city the item is issued from, as written on the wire ('LONDON'). */
  dateline: string;
  /** Media coverage: the publication, and the reporter when there is one. */
  publication?: string;
  author?: string | null;
}

/**
 * The facts under a press item's title: where and when it was issued, and for coverage who
 * published and wrote it. One line that wraps; the date is a `<time>` element.
 */
export function DatelineHeader({ date, dateline, publication, author }: DatelineHeaderProps) {
  const parts: Array<{ key: string; node: ReactNode }> = [];
  if (publication) {
    parts.push({
      key: 'publication',
      node: <span className={styles.publication}>{publication}</span>,
    });
  }
  if (author) parts.push({ key: 'author', node: `By ${author}` });
  parts.push({ key: 'dateline', node: <span className={styles.dateline}>{dateline}</span> });
  parts.push({ key: 'date', node: <time dateTime={date}>{formatLongDate(date)}</time> });
  return (
    <p className={styles.line}>
      {parts.map((part, index) => (
        <span key={part.key} className={styles.part}>
          {index > 0 ? (
            <span aria-hidden="true" className={styles.separator}>
              ·
            </span>
          ) : null}
          {part.node}
        </span>
      ))}
    </p>
  );
}
