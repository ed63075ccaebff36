import type { HTMLAttributes, ReactNode } from 'react';
import { Container } from '../../components/Container/Container';
import * as styles from './PageSection.css';

export type SectionTone = 'body' | 'surface' | 'emphasis';

export interface PageSectionProps extends HTMLAttributes<HTMLElement> {
  /** Background of the band: `body` and `surface` alternate down a page; `emphasis` is dark. */
  tone?: SectionTone;
  /** `regular` (default) or `compact` vertical padding. */
  spacing?: 'regular' | 'compact';
  /** The id of the heading that names the section (gives the `<section>` its region name). */
  labelledBy?: string;
  /** Content width of the inner container. */
  width?: 'page' | 'text';
  children: ReactNode;
}

/** A full-width `<section>` band with the page container inside. */
export function PageSection({
  tone = 'body',
  spacing = 'regular',
  labelledBy,
  width = 'page',
  className,
  children,
  ...props
}: PageSectionProps) {
  return (
    <section
      {...props}
      aria-labelledby={labelledBy}
      className={className ? `${styles.section} ${className}` : styles.section}
      data-tone={tone}
      data-spacing={spacing}
    >
      <Container width={width}>{children}</Container>
    </section>
  );
}
