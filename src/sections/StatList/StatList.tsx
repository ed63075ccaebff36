import * as styles from './StatList.css';

export interface StatItem {
  /** The figure, as shown: '200+', '600M$+'. */
  value: string;
  label: string;
}

export interface StatListProps {
  items: ReadonlyArray<StatItem>;
  /** Columns from the tablet breakpoint (two on phones). */
  columns?: 2 | 3 | 4;
  /** `onEmphasis` on the dark emphasis band. */
  tone?: 'default' | 'onEmphasis';
  /** Accessible name of the list. */
  'aria-label'?: string;
  className?: string;
}

/**
 * Key figures as a list: each item holds the value and its label in one element, so they are
 * read together ("200+ Brands").
 */
export function StatList({
  items,
  columns = 3,
  tone = 'default',
  className,
  ...props
}: StatListProps) {
  return (
    <ul
      className={className ? `${styles.list} ${className}` : styles.list}
      data-columns={columns}
      data-tone={tone}
      aria-label={props['aria-label']}
    >
      {items.map((item) => (
        <li key={`${item.value}-${item.label}`} className={styles.item}>
          <span className={styles.value}>{item.value}</span>{' '}
          <span className={styles.label}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
