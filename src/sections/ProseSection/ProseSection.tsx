import { type ReactNode, useId } from 'react';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './ProseSection.css';

export interface ProseSectionProps {
  heading: string;
  eyebrow?: string;
  /** A short statement set large before the paragraphs (a motto or pull quote). */
  statement?: string;
  paragraphs: ReadonlyArray<string>;
  tone?: SectionTone;
  /** Extra content after the paragraphs. */
  children?: ReactNode;
}

/** A heading beside a few paragraphs of running text, with an optional pull statement. */
export function ProseSection({
  heading,
  eyebrow,
  statement,
  paragraphs,
  tone = 'body',
  children,
}: ProseSectionProps) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId}>
      <div className={styles.layout}>
        <SectionHeader
          id={headingId}
          heading={heading}
          eyebrow={eyebrow}
          className={styles.header}
        />
        <div className={styles.body}>
          {statement ? <p className={styles.statement}>{statement}</p> : null}
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {children}
        </div>
      </div>
    </PageSection>
  );
}
