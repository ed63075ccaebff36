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

function PinIcon() {
  return (
    <svg
      className={styles.pin}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10 18s6-5.2 6-10a6 6 0 1 0-12 0c0 4.8 6 10 6 10Z" />
      <circle cx="10" cy="8" r="2.25" />
    </svg>
  );
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
            <PinIcon />
            {city.city}
          </Heading>
          <p className={styles.role}>{city.role}</p>
        </li>
      ))}
    </ul>
  );
}
