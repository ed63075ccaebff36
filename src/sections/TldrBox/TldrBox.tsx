import { useId } from 'react';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import * as styles from './TldrBox.css';

export interface TldrBoxProps {
  /** The summary: two or three sentences a reader can stop after. */
  summary: string;
  /** The heading, 'TL;DR' unless told otherwise; screen readers hear its expansion too. */
  heading?: string;
  tone?: SectionTone;
}

/**
 * The guide in brief, first after the hero (the topic pages and /topics): a boxed summary under
 * a 'TL;DR' heading, whose abbreviation is expanded for screen readers and on hover.
 */
export function TldrBox({ summary, heading = 'TL;DR', tone = 'body' }: TldrBoxProps) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId} spacing="compact" width="text">
      <div className={styles.box}>
        <h2 id={headingId} className={styles.heading}>
          {heading === 'TL;DR' ? <abbr title="Too long; didn’t read">TL;DR</abbr> : heading}
        </h2>
        <p className={styles.summary}>{summary}</p>
      </div>
    </PageSection>
  );
}
