import type { HTMLAttributes } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge';
import * as styles from './TagList.css';

export interface TagListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The labels, in order; each is one list item. */
  tags: ReadonlyArray<string>;
  tone?: BadgeTone;
}

/** A wrapping row of short labels (feature chips, tags, integrations) as a real list. */
export function TagList({ tags, tone = 'neutral', className, ...props }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul {...props} className={className ? `${styles.list} ${className}` : styles.list}>
      {tags.map((tag) => (
        <li key={tag} className={styles.item}>
          <Badge tone={tone}>{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
