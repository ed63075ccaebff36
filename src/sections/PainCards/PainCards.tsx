import { type ReactNode, useId } from 'react';
import { Card } from '../../components/Card/Card';
import { BarChartIcon } from '../../components/Icon/BarChartIcon';
import { RestartIcon } from '../../components/Icon/RestartIcon';
import { SilosIcon } from '../../components/Icon/SilosIcon';
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

/** Decorative icons, in card order: separate silos, a loop back to the start, a flat gauge. */
const icons: ReadonlyArray<ReactNode> = [
  <SilosIcon key="silos" className={styles.iconSvg} />,
  <RestartIcon key="reset" className={styles.iconSvg} />,
  <BarChartIcon key="activity" className={styles.iconSvg} />,
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
