import { type ReactNode, useId } from 'react';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { PageSection } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import { type StatItem, StatList } from '../StatList/StatList';
import * as styles from './StatsBand.css';

export interface StatsBandProps {
  /** Names the band; shown unless `hideHeading`. */
  heading: string;
  hideHeading?: boolean;
  eyebrow?: string;
  intro?: ReactNode;
  items: ReadonlyArray<StatItem>;
  /** The small print under the figures (for example "results are examples"). */
  footnote?: ReactNode;
  /** Columns of figures from the tablet breakpoint. */
  columns?: 2 | 3 | 4;
}

/** Key figures on the dark emphasis band, with their footnote. */
export function StatsBand({
  heading,
  hideHeading = false,
  eyebrow,
  intro,
  items,
  footnote,
  columns = 3,
}: StatsBandProps) {
  const headingId = useId();
  if (hideHeading) {
    return (
      <PageSection tone="emphasis" labelledBy={headingId}>
        <VisuallyHidden as="div">
          <h2 id={headingId}>{heading}</h2>
        </VisuallyHidden>
        <StatList items={items} columns={columns} tone="onEmphasis" />
        {footnote ? <p className={styles.footnoteAfter}>{footnote}</p> : null}
      </PageSection>
    );
  }
  return (
    <PageSection tone="emphasis" labelledBy={headingId}>
      <div className={styles.layout}>
        <SectionHeader
          id={headingId}
          heading={heading}
          eyebrow={eyebrow}
          intro={intro}
          tone="onEmphasis"
          size="small"
          className={styles.header}
        />
        <StatList items={items} columns={columns} tone="onEmphasis" className={styles.figures} />
        {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
      </div>
    </PageSection>
  );
}
