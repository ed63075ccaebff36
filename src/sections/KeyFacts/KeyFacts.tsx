import { useId } from 'react';
import * as styles from './KeyFacts.css';

export interface KeyFactsProps {
  /** 'Key Facts'. */
  heading: string;
  /** Short lines a reader can lift as they are. */
  facts: ReadonlyArray<string>;
  /** Level of the heading in the page outline (2 beside an article's body). */
  headingLevel?: 2 | 3;
}

/**
 * A boxed list of short facts beside a press release or a coverage item: a complementary
 * landmark named by its heading, so a reader can jump to it.
 */
export function KeyFacts({ heading, facts, headingLevel = 2 }: KeyFactsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  if (facts.length === 0) return null;
  return (
    <aside className={styles.box} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      <ul className={styles.list}>
        {facts.map((fact) => (
          <li key={fact} className={styles.item}>
            {fact}
          </li>
        ))}
      </ul>
    </aside>
  );
}
