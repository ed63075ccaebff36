import { type ReactNode, useId } from 'react';
import { type City, CityList } from '../CityList/CityList';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import { type StatItem, StatList } from '../StatList/StatList';
import * as styles from './GlobalPresence.css';

export interface GlobalPresenceProps {
  heading: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Headline figures (brands, countries, media). */
  figures: ReadonlyArray<StatItem>;
  /** Office cities with their roles. */
  cities: ReadonlyArray<City>;
  /** Accessible names of the two lists. */
  figuresLabel?: string;
  citiesLabel?: string;
  tone?: SectionTone;
}

/** Where the agency works: headline figures, then the office cities and what each does. */
export function GlobalPresence({
  heading,
  eyebrow,
  intro,
  figures,
  cities,
  figuresLabel = 'Key figures',
  citiesLabel = 'Office cities',
  tone = 'body',
}: GlobalPresenceProps) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId}>
      <SectionHeader id={headingId} heading={heading} eyebrow={eyebrow} intro={intro} />
      <StatList
        items={figures}
        columns={figures.length >= 4 ? 4 : 3}
        aria-label={figuresLabel}
        className={styles.figures}
      />
      <CityList cities={cities} aria-label={citiesLabel} />
    </PageSection>
  );
}
