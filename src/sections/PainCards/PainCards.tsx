import { type ReactNode, useId } from 'react';
import { Card } from '../../components/Card/Card';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './PainCards.css';

export interface PainCard {
  title: string;
  body: string;
}

export interface PainCardsProps {
  heading: string;
  eyebrow?: string;
  intro?: string;
  cards: ReadonlyArray<PainCard>;
  tone?: SectionTone;
}

const svgProps = {
  className: styles.iconSvg,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

/** Decorative icons, in card order: separate silos, a loop back to the start, a flat gauge. */
const icons: ReadonlyArray<ReactNode> = [
  <svg key="silos" {...svgProps} aria-hidden="true">
    <rect x="3" y="4" width="4.5" height="16" rx="1.5" />
    <rect x="9.75" y="4" width="4.5" height="16" rx="1.5" />
    <rect x="16.5" y="4" width="4.5" height="16" rx="1.5" />
  </svg>,
  <svg key="reset" {...svgProps} aria-hidden="true">
    <path d="M4 12a8 8 0 1 0 2.35-5.65" />
    <path d="M4 4v4.5h4.5" />
  </svg>,
  <svg key="activity" {...svgProps} aria-hidden="true">
    <path d="M3 20h18" />
    <path d="M6 16v-3M10 16V9M14 16v-5M18 16V6" />
  </svg>,
];

/** "The Shift": the problems a visitor recognises, as a row of cards with icons. */
export function PainCards({ heading, eyebrow, intro, cards, tone = 'surface' }: PainCardsProps) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId}>
      <SectionHeader id={headingId} heading={heading} eyebrow={eyebrow} intro={intro} />
      <ul className={styles.grid}>
        {cards.map((card, index) => (
          <Card
            key={card.title}
            as="li"
            variant="raised"
            heading={card.title}
            headingLevel={3}
            className={styles.card}
            eyebrow={<span className={styles.icon}>{icons[index % icons.length]}</span>}
          >
            <p className={styles.body}>{card.body}</p>
          </Card>
        ))}
      </ul>
    </PageSection>
  );
}
