import { type ReactNode, useId } from 'react';
import { LoopIcon } from '../../components/Icon/LoopIcon';
import { SmallArrowIcon } from '../../components/Icon/SmallArrowIcon';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './StepFlow.css';

export interface FlowStep {
  /** The step's name; the card's h3. */
  title: string;
  body: string;
  /** A short fact pinned to the bottom of the card (a deliverable, a pace). */
  meta?: string;
}

export interface StepFlowProps {
  heading: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** In order; two to four read best side by side. */
  steps: ReadonlyArray<FlowStep>;
  /** A line under the steps (for example how the last step loops back to the first). */
  footnote?: ReactNode;
  /** Background of the section; the step cards are drawn one step lighter. */
  tone?: Exclude<SectionTone, 'emphasis'>;
  /** Id for in-page links to the section. */
  id?: string;
}

/** Two-digit step numbers: 01, 02, ... */
function position(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/**
 * A process in a few steps: an ordered list of numbered cards (number, title, description,
 * optional fact), side by side with forward arrows on desktops and stacked with downward arrows
 * on smaller screens. Numbers and arrows are decorative; the list carries the order.
 */
export function StepFlow({
  heading,
  eyebrow,
  intro,
  steps,
  footnote,
  tone = 'body',
  id,
}: StepFlowProps) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId} id={id}>
      <SectionHeader id={headingId} heading={heading} eyebrow={eyebrow} intro={intro} />
      <ol
        className={styles.flow}
        data-card={tone === 'surface' ? 'raised' : 'surface'}
        data-rows={steps.length > 4 ? '3' : undefined}
      >
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {position(index)}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.body}>{step.body}</p>
            {step.meta ? <p className={styles.meta}>{step.meta}</p> : null}
            {index < steps.length - 1 ? (
              <span className={styles.arrow} aria-hidden="true">
                <SmallArrowIcon className={styles.arrowSvg} />
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {footnote ? (
        <p className={styles.footnote}>
          <LoopIcon className={styles.footnoteIcon} />
          <span>{footnote}</span>
        </p>
      ) : null}
    </PageSection>
  );
}
