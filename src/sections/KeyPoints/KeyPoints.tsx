import { type ReactNode, useId } from 'react';
import { CheckIcon } from '../../components/Icon/CheckIcon';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './KeyPoints.css';

export interface KeyPointsProps {
  heading: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** One sentence each. */
  points: ReadonlyArray<string>;
  tone?: SectionTone;
}

/** A heading beside a short list of points, each marked with a check. */
export function KeyPoints({ heading, eyebrow, intro, points, tone = 'surface' }: KeyPointsProps) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId}>
      <div className={styles.layout}>
        <SectionHeader
          id={headingId}
          heading={heading}
          eyebrow={eyebrow}
          intro={intro}
          className={styles.header}
        />
        <ul className={styles.list}>
          {points.map((point) => (
            <li key={point} className={styles.item}>
              <span className={styles.icon}>
                <CheckIcon className={styles.iconSvg} />
              </span>
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}
