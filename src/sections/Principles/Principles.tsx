import { useId } from 'react';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './Principles.css';

export interface Principle {
  title: string;
  body: string;
}

export interface PrinciplesProps {
  heading: string;
  eyebrow?: string;
  intro?: string;
  principles: ReadonlyArray<Principle>;
  tone?: SectionTone;
}

/** Two-digit position numbers: 01, 02, ... */
function position(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/** "Our Response": numbered principles in an ordered list (the numbers are decorative). */
export function Principles({
  heading,
  eyebrow,
  intro,
  principles,
  tone = 'body',
}: PrinciplesProps) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId}>
      <SectionHeader id={headingId} heading={heading} eyebrow={eyebrow} intro={intro} />
      <ol className={styles.list}>
        {principles.map((principle, index) => (
          <li key={principle.title} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {position(index)}
            </span>
            <h3 className={styles.title}>{principle.title}</h3>
            <p className={styles.body}>{principle.body}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
