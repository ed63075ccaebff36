import { type ReactNode, useId } from 'react';
import { Card } from '../../components/Card/Card';
import { TagList } from '../../components/TagList/TagList';
import { type ActionLink, Actions } from '../Actions/Actions';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './FeatureGrid.css';

export interface Feature {
  title: string;
  body: string;
  /** A short label above the title ("Layer 1", "Modular"). */
  eyebrow?: string;
  /** Chips under the body (feature names, tags). */
  chips?: ReadonlyArray<string>;
}

export interface FeatureGridProps {
  heading: string;
  eyebrow?: string;
  intro?: ReactNode;
  features: ReadonlyArray<Feature>;
  /** Columns on wide screens; phones always show one, tablets two. */
  columns?: 2 | 3 | 4;
  /** Show a decorative 01, 02, ... marker on each card. */
  numbered?: boolean;
  /** Calls to action under the grid. */
  actions?: ReadonlyArray<ActionLink>;
  tone?: SectionTone;
  /** Id for in-page links to the section. */
  id?: string;
}

/** Two-digit position numbers: 01, 02, ... */
function position(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/**
 * A section of feature cards: differentiators, layers, studio capabilities. Each card has a
 * title, a paragraph and optional chips; the list is a real list for screen readers.
 */
export function FeatureGrid({
  heading,
  eyebrow,
  intro,
  features,
  columns = 3,
  numbered = false,
  actions,
  tone = 'body',
  id,
}: FeatureGridProps) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId} id={id}>
      <SectionHeader id={headingId} heading={heading} eyebrow={eyebrow} intro={intro} />
      <ul className={styles.grid} data-columns={columns}>
        {features.map((feature, index) => (
          <Card
            key={feature.title}
            as="li"
            variant={tone === 'surface' ? 'raised' : 'surface'}
            heading={feature.title}
            className={styles.card}
            eyebrow={
              numbered || feature.eyebrow ? (
                <span className={styles.eyebrow}>
                  {numbered ? (
                    <span className={styles.number} aria-hidden="true">
                      {position(index)}
                    </span>
                  ) : null}
                  {feature.eyebrow}
                </span>
              ) : undefined
            }
          >
            <p className={styles.body}>{feature.body}</p>
            {feature.chips && feature.chips.length > 0 ? (
              <TagList tags={feature.chips} tone="accent" className={styles.chips} />
            ) : null}
          </Card>
        ))}
      </ul>
      {actions && actions.length > 0 ? (
        <Actions actions={actions} className={styles.actions} />
      ) : null}
    </PageSection>
  );
}
