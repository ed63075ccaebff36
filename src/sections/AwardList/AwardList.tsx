import { type ReactNode, useId } from 'react';
import { Badge } from '../../components/Badge/Badge';
import { Card } from '../../components/Card/Card';
import { AwardIcon } from '../../components/Icon/AwardIcon';
import { Link } from '../../components/Link/Link';
import { TagList } from '../../components/TagList/TagList';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import type { Award } from '../../content/proof/awards';
import { type ActionLink, Actions } from '../Actions/Actions';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './AwardList.css';

export interface AwardListProps {
  heading: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Shown in the given order (newest first in the content). */
  awards: ReadonlyArray<Award>;
  /** Calls to action under the list. */
  actions?: ReadonlyArray<ActionLink>;
  tone?: SectionTone;
  /** Id for in-page links to the section. */
  id?: string;
}

/**
 * Award cards: year, badge, title, categories, the client work it was given for (when there is
 * one), a description and an external 'View Award' link that opens in a new tab. Screen readers
 * hear which award the link is for and that it opens a new tab.
 */
export function AwardList({
  heading,
  eyebrow,
  intro,
  awards,
  actions,
  tone = 'body',
  id,
}: AwardListProps) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId} id={id}>
      <SectionHeader id={headingId} heading={heading} eyebrow={eyebrow} intro={intro} />
      <ul className={styles.grid}>
        {awards.map((award) => (
          <Card
            key={`${award.year}-${award.title}`}
            as="li"
            variant={tone === 'surface' ? 'raised' : 'surface'}
            heading={award.title}
            className={styles.card}
            eyebrow={
              <span className={styles.meta}>
                <span className={styles.icon}>
                  <AwardIcon className={styles.iconSvg} />
                </span>
                <time className={styles.year} dateTime={String(award.year)}>
                  {award.year}
                </time>
                <Badge tone="accent">{award.badge}</Badge>
              </span>
            }
            footer={
              <Link href={award.link} target="_blank" className={styles.link}>
                View Award
                <VisuallyHidden>
                  : {award.title} {award.year}
                </VisuallyHidden>
              </Link>
            }
          >
            <TagList tags={award.categories} aria-label="Categories" className={styles.tags} />
            {award.clientWork ? (
              <p className={styles.clientWork}>
                <span className={styles.clientWorkLabel}>Client work:</span> {award.clientWork}
              </p>
            ) : null}
            <p className={styles.description}>{award.description}</p>
          </Card>
        ))}
      </ul>
      {actions && actions.length > 0 ? (
        <Actions actions={actions} className={styles.actions} />
      ) : null}
    </PageSection>
  );
}
