import type { ReactNode } from 'react';
import * as styles from './SectionHeader.css';

export interface SectionHeaderProps {
  /** The heading's id, for the section's `aria-labelledby`. */
  id?: string;
  heading: ReactNode;
  /** Heading level in the page outline; sections under the page's h1 use 2 (default). */
  level?: 2 | 3;
  /** A short label above the heading. */
  eyebrow?: ReactNode;
  /** One paragraph under the heading. */
  intro?: ReactNode;
  align?: 'start' | 'center';
  /** `onEmphasis` on the dark emphasis band. */
  tone?: 'default' | 'onEmphasis';
  /** `small` for secondary sections (3xl instead of 4xl). */
  size?: 'regular' | 'small';
  className?: string;
}

/** The eyebrow, heading and intro that open a page section. */
export function SectionHeader({
  id,
  heading,
  level = 2,
  eyebrow,
  intro,
  align = 'start',
  tone = 'default',
  size = 'regular',
  className,
}: SectionHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div
      className={className ? `${styles.header} ${className}` : styles.header}
      data-align={align}
      data-tone={tone}
      data-size={size}
    >
      {eyebrow ? (
        <p className={styles.eyebrow}>
          <span className={styles.eyebrowRule} aria-hidden="true" />
          {eyebrow}
        </p>
      ) : null}
      <Heading id={id} className={styles.heading}>
        {heading}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
