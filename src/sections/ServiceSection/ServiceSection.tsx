import { useId } from 'react';
import type { ServiceCard as ServiceCardContent } from '../../content/services/services';
import { sectionTarget } from '../../features/scrollSpy/sectionTarget.css';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import { ServiceCard } from '../ServiceCard/ServiceCard';
import * as styles from './ServiceSection.css';

export interface ServiceSectionProps {
  /** The section's id: the target of the in-page navigation (`#acquire`). */
  id: string;
  heading: string;
  /** A short label above the heading (the navigation label of the section). */
  eyebrow?: string;
  intro?: string;
  cards: ReadonlyArray<ServiceCardContent>;
  tone?: Exclude<SectionTone, 'emphasis'>;
}

/**
 * A practice on the services page: heading, intro and a grid of service cards. It is a jump
 * target of `SectionNav`: it carries the id, takes focus after a jump (`tabIndex={-1}`) and
 * keeps the navigation's offset on native jumps (`sectionTarget`).
 */
export function ServiceSection({
  id,
  heading,
  eyebrow,
  intro,
  cards,
  tone = 'body',
}: ServiceSectionProps) {
  const headingId = useId();
  return (
    <PageSection id={id} tabIndex={-1} tone={tone} labelledBy={headingId} className={sectionTarget}>
      <SectionHeader id={headingId} heading={heading} eyebrow={eyebrow} intro={intro} />
      <ul className={styles.grid} data-count={cards.length >= 3 ? 'many' : 'few'}>
        {cards.map((card) => (
          <ServiceCard
            key={card.href}
            {...card}
            variant={tone === 'surface' ? 'raised' : 'surface'}
          />
        ))}
      </ul>
    </PageSection>
  );
}
