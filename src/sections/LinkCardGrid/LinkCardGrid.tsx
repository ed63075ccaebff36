import { type ReactNode, useId } from 'react';
import { Card } from '../../components/Card/Card';
import { ArrowIcon } from '../../components/Icon/ArrowIcon';
import { Link } from '../../components/Link/Link';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { type ActionLink, Actions } from '../Actions/Actions';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './LinkCardGrid.css';

/** A card that leads to another page: the studio sub-pages, the proof areas. */
export interface LinkCard {
  title: string;
  /** One line under the title, in the accent colour. */
  subtitle?: string;
  body: string;
  /** The page the card's link goes to. */
  href: string;
  /** Visible link text of this card; defaults to the grid's `linkLabel`. */
  linkLabel?: string;
  /** A decorative pictogram above the title (the topic cards). */
  icon?: ReactNode;
}

export interface LinkCardGridProps {
  heading: string;
  eyebrow?: string;
  intro?: ReactNode;
  cards: ReadonlyArray<LinkCard>;
  /**
   * Visible text of each card's link ('Explore'). Screen readers also hear the card's title
   * ('Explore AI Lab'), so the repeated text stays unambiguous in a list of links.
   */
  linkLabel?: string;
  /** Columns on wide screens; phones always show one, tablets two. */
  columns?: 2 | 3;
  /** Calls to action under the grid. */
  actions?: ReadonlyArray<ActionLink>;
  /** A line under the grid (and its actions), phrasing content: a quiet link, a short note. */
  note?: ReactNode;
  tone?: SectionTone;
  /** Id for in-page links to the section. */
  id?: string;
}

/**
 * A hub's grid of cards, each with a title, an optional subtitle, a short paragraph and one link
 * to the page it describes. The cards are a list; the link, not the whole card, is interactive.
 */
export function LinkCardGrid({
  heading,
  eyebrow,
  intro,
  cards,
  linkLabel = 'Explore',
  columns = 3,
  actions,
  note,
  tone = 'body',
  id,
}: LinkCardGridProps) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId} id={id}>
      <SectionHeader id={headingId} heading={heading} eyebrow={eyebrow} intro={intro} />
      <ul className={styles.grid} data-columns={columns}>
        {cards.map((card) => (
          <Card
            key={card.href}
            as="li"
            variant={tone === 'surface' ? 'raised' : 'surface'}
            heading={card.title}
            eyebrow={
              card.icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {card.icon}
                </span>
              ) : undefined
            }
            className={styles.card}
            footer={
              <Link href={card.href} className={styles.link}>
                {card.linkLabel ?? linkLabel} <VisuallyHidden>{card.title}</VisuallyHidden>
                <ArrowIcon className={styles.arrow} />
              </Link>
            }
          >
            {card.subtitle ? <p className={styles.subtitle}>{card.subtitle}</p> : null}
            <p className={styles.body}>{card.body}</p>
          </Card>
        ))}
      </ul>
      {actions && actions.length > 0 ? (
        <Actions actions={actions} className={styles.actions} />
      ) : null}
      {note ? <p className={styles.note}>{note}</p> : null}
    </PageSection>
  );
}
