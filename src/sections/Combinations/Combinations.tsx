import { type ReactNode, useId } from 'react';
import { Card } from '../../components/Card/Card';
import { TagList } from '../../components/TagList/TagList';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './Combinations.css';

/** A module combination (a `ModuleCombination` from src/content/growth-os/modules.ts fits). */
export interface CombinationCardItem {
  title: string;
  /** Module names, shown as chips. */
  modules: ReadonlyArray<string>;
  /** One sentence: what the stack achieves. */
  outcome: string;
  /** The headline figure: '180%', its direction and what it measures. */
  result: { value: string; label: string };
}

export interface CombinationsProps {
  heading: string;
  eyebrow?: string;
  /** Why the modules compound. */
  intro?: ReactNode;
  combinations: ReadonlyArray<CombinationCardItem>;
  /** A note under the cards (for example that results are examples). */
  footnote?: ReactNode;
  tone?: SectionTone;
  id?: string;
}

/**
 * 'Stronger Together': popular stacks of modules, each card with its title, the modules as
 * chips, the outcome and the headline result.
 */
export function Combinations({
  heading,
  eyebrow,
  intro,
  combinations,
  footnote,
  tone = 'body',
  id,
}: CombinationsProps) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId} id={id}>
      <SectionHeader id={headingId} heading={heading} eyebrow={eyebrow} intro={intro} />
      <ul className={styles.grid} data-columns="4">
        {combinations.map((combination) => (
          <Card
            key={combination.title}
            as="li"
            variant={tone === 'surface' ? 'raised' : 'surface'}
            heading={combination.title}
            className={styles.card}
            footer={
              <p className={styles.result}>
                <span className={styles.resultValue}>{combination.result.value}</span>{' '}
                <span className={styles.resultLabel}>{combination.result.label}</span>
              </p>
            }
          >
            <TagList
              tags={combination.modules}
              tone="accent"
              aria-label={`Modules in the ${combination.title}`}
            />
            <p className={styles.outcome}>{combination.outcome}</p>
          </Card>
        ))}
      </ul>
      {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
    </PageSection>
  );
}
