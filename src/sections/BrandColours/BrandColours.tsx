import * as styles from './BrandColours.css';

export interface BrandColour {
  /** 'Response Indigo'. */
  name: string;
  /** '#4338ca', from the design tokens. */
  hex: string;
  /** Where the brand uses it. */
  use: string;
}

export interface BrandColoursProps {
  colours: ReadonlyArray<BrandColour>;
  /** Accessible name of the list ('Brand colours'). */
  'aria-label': string;
}

/** '#4338ca' → 'RGB 67 56 202'. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `RGB ${(value >> 16) & 255} ${(value >> 8) & 255} ${value & 255}`;
}

/**
 * The brand's colours as swatches (the media kit): each with its name, hex and RGB values
 * (text a designer can copy) and where it is used. The swatch itself is decorative.
 */
export function BrandColours({ colours, 'aria-label': label }: BrandColoursProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {colours.map((colour) => (
        <li key={colour.hex} className={styles.item}>
          <span
            className={styles.swatch}
            style={{ backgroundColor: colour.hex }}
            aria-hidden="true"
          />
          <span className={styles.name}>{colour.name}</span>
          <span className={styles.values}>
            <span>{colour.hex.toUpperCase()}</span>
            <span>{rgb(colour.hex)}</span>
          </span>
          <span className={styles.use}>{colour.use}</span>
        </li>
      ))}
    </ul>
  );
}
