import { useId } from 'react';
import { TagList } from '../../components/TagList/TagList';
import * as styles from './OutcomeChips.css';

export interface OutcomeChipsProps {
  /** The list's visible name ('Example outcomes'). */
  label: string;
  /** Short results as shown ('-35% CAC in 90 days'). */
  outcomes: ReadonlyArray<string>;
  /** The caveat under the chips: examples, not guarantees. */
  note: string;
}

/**
 * Example outcomes as green chips under a small label, with the caveat that they are examples
 * (a service page's hero). A real list named by its label: 'Example outcomes, list, 4 items'.
 */
export function OutcomeChips({ label, outcomes, note }: OutcomeChipsProps) {
  const labelId = useId();
  if (outcomes.length === 0) return null;
  return (
    <div className={styles.group}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <TagList tags={outcomes} tone="positive" aria-labelledby={labelId} className={styles.chips} />
      <p className={styles.note}>{note}</p>
    </div>
  );
}
