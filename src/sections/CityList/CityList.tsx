import { PinIcon } from '../../components/Icon/PinIcon';
import * as styles from './CityList.css';

export interface City {
  city: string;
  /** One line on what the office does there. */
  role: string;
}

export interface CityListProps {
  cities: ReadonlyArray<City>;
  /** Level of each city's heading; 3 under a section h2 (default). */
  headingLevel?: 3 | 4;
  /** Accessible name of the list. */
  'aria-label'?: string;
  className?: string;
}

/** Office cities, each with a one-line role, as a row of small cards. */
export function CityList({ cities, headingLevel = 3, className, ...props }: CityListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul
      className={className ? `${styles.list} ${className}` : styles.list}
      aria-label={props['aria-label']}
    >
      {cities.map((city) => (
        <li key={city.city} className={styles.city}>
          <Heading className={styles.name}>
            <PinIcon className={styles.pin} />
            {city.city}
          </Heading>
          <p className={styles.role}>{city.role}</p>
        </li>
      ))}
    </ul>
  );
}
