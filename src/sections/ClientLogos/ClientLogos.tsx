import { useId } from 'react';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './ClientLogos.css';

export interface ClientMark {
  name: string;
  sector?: string;
}

export interface ClientLogosProps {
  heading: string;
  eyebrow?: string;
  intro?: string;
  marks: ReadonlyArray<ClientMark>;
  /** Accessible name of the list of marks. */
  listLabel?: string;
  tone?: SectionTone;
}

/** Up to two initials: "Halden Bank" -> "HB". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

const shapes = [
  <circle key="circle" cx="16" cy="16" r="15" />,
  <rect key="square" x="1" y="1" width="30" height="30" rx="7" />,
  <path key="diamond" d="M16 0.5 31.5 16 16 31.5 0.5 16Z" />,
  <path key="hexagon" d="M16 1 29 8.5v15L16 31 3 23.5v-15Z" />,
];

function Monogram({ name, index }: { name: string; index: number }) {
  return (
    <svg className={styles.monogram} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <g className={styles.monogramShape}>{shapes[index % shapes.length]}</g>
      <text
        className={styles.monogramText}
        x="16"
        y="16"
        textAnchor="middle"
        dominantBaseline="central"
      >
        {initials(name)}
      </text>
    </svg>
  );
}

/**
 * A wall of client marks drawn as monograms and wordmarks (fictional clients, no real logos).
 * Each name is real text, so screen readers hear the list of clients.
 */
export function ClientLogos({
  heading,
  eyebrow,
  intro,
  marks,
  listLabel = 'Selected clients',
  tone = 'surface',
}: ClientLogosProps) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId} spacing="compact">
      <SectionHeader
        id={headingId}
        heading={heading}
        eyebrow={eyebrow}
        intro={intro}
        align="center"
        size="small"
      />
      <ul className={styles.list} aria-label={listLabel}>
        {marks.map((mark, index) => (
          <li key={mark.name} className={styles.mark}>
            <Monogram name={mark.name} index={index} />
            <span className={styles.wordmark} data-style={index % 4}>
              {mark.name}
            </span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
