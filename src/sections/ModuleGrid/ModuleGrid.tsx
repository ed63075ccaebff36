import { type ReactNode, useId } from 'react';
import { Card } from '../../components/Card/Card';
import { CheckIcon } from '../../components/Icon/CheckIcon';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { type ActionLink, Actions } from '../Actions/Actions';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './ModuleGrid.css';

/** The fields of a module card (a `GrowthModule` from src/content/growth-os/modules.ts fits). */
export interface ModuleCardItem {
  /** The full card's anchor on its page ('signalos': /modules#signalos). */
  id?: string;
  name: string;
  /** One line; the compact variant shows it instead of `description`. */
  summary: string;
  description: string;
  features: ReadonlyArray<string>;
  /** Where the module is used. */
  useCase: string;
  /** The key outcome: the figure and what it measures. */
  outcome: { value: string; label: string };
  /** The target of the card's 'Learn More' button. */
  href: string;
}

export interface ModuleGridProps {
  heading: string;
  eyebrow?: string;
  intro?: ReactNode;
  modules: ReadonlyArray<ModuleCardItem>;
  /**
   * `full`: name, description, key features, where it is used, key outcome and a Learn More
   * button. `compact`: name, one-line summary and key outcome.
   */
  variant?: 'full' | 'compact';
  /** Text of each card's button (full variant); followed by hidden " about {name}". */
  learnMoreLabel?: string;
  /** A note under the grid (for example that outcomes are examples). */
  footnote?: ReactNode;
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
 * Growth OS modules as a grid of cards. Each card is a list item with an h3; the details
 * (key features, where it is used, key outcome) are a description list, so every value is
 * read with its label.
 */
export function ModuleGrid({
  heading,
  eyebrow,
  intro,
  modules,
  variant = 'full',
  learnMoreLabel = 'Learn More',
  footnote,
  actions,
  tone = 'surface',
  id,
}: ModuleGridProps) {
  const headingId = useId();
  const cardVariant = tone === 'surface' ? 'raised' : 'surface';
  return (
    <PageSection tone={tone} labelledBy={headingId} id={id}>
      <SectionHeader id={headingId} heading={heading} eyebrow={eyebrow} intro={intro} />
      <ul className={styles.grid} data-variant={variant}>
        {modules.map((module, index) =>
          variant === 'compact' ? (
            <Card
              key={module.name}
              as="li"
              variant={cardVariant}
              heading={module.name}
              className={styles.card}
            >
              <p className={styles.summary}>{module.summary}</p>
              <p className={styles.compactOutcome}>
                <VisuallyHidden>Key outcome: </VisuallyHidden>
                <span className={styles.outcomeValue}>{module.outcome.value}</span>{' '}
                <span className={styles.outcomeLabel}>{module.outcome.label}</span>
              </p>
            </Card>
          ) : (
            <Card
              key={module.name}
              id={module.id}
              as="li"
              variant={cardVariant}
              heading={module.name}
              className={styles.card}
              eyebrow={
                <span className={styles.number} aria-hidden="true">
                  {position(index)}
                </span>
              }
              footer={
                <LinkButton href={module.href} variant="secondary">
                  {learnMoreLabel}
                  <VisuallyHidden> about {module.name}</VisuallyHidden>
                </LinkButton>
              }
            >
              <p className={styles.description}>{module.description}</p>
              <dl className={styles.details}>
                <div className={styles.detail}>
                  <dt className={styles.term}>Key features</dt>
                  <dd className={styles.definition}>
                    <ul className={styles.features}>
                      {module.features.map((feature) => (
                        <li key={feature} className={styles.feature}>
                          <span className={styles.check}>
                            <CheckIcon className={styles.checkSvg} />
                          </span>
                          <span>{feature}</span>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
                <div className={styles.detail}>
                  <dt className={styles.term}>Where it is used</dt>
                  <dd className={styles.definition}>{module.useCase}</dd>
                </div>
                <div className={`${styles.detail} ${styles.outcome}`}>
                  <dt className={styles.term}>Key outcome</dt>
                  <dd className={styles.definition}>
                    <span className={styles.outcomeValue}>{module.outcome.value}</span>{' '}
                    <span className={styles.outcomeLabel}>{module.outcome.label}</span>
                  </dd>
                </div>
              </dl>
            </Card>
          ),
        )}
      </ul>
      {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
      {actions && actions.length > 0 ? (
        <Actions actions={actions} className={styles.actions} />
      ) : null}
    </PageSection>
  );
}
