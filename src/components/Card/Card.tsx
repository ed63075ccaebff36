import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Short label above the heading ("Case study", "Service"). */
  eyebrow?: ReactNode;
  heading?: ReactNode;
  /** Heading level in the page outline; default 3 (cards usually sit under a section h2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Actions or metadata under a divider; links go here, the card itself is not a link. */
  footer?: ReactNode;
  /** `surface` (default), `raised` (white with shadow in light theme) or `outline`. */
  variant?: 'surface' | 'raised' | 'outline';
  as?: 'article' | 'div' | 'li' | 'section';
  children?: ReactNode;
}

/** A surface with optional eyebrow, heading, body and footer slots. */
export function Card({
  eyebrow,
  heading,
  headingLevel = 3,
  footer,
  variant = 'surface',
  as: Element = 'article',
  className,
  children,
  ...props
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      {...props}
      className={className ? `${styles.card} ${className}` : styles.card}
      data-variant={variant}
    >
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      {heading ? <Heading className={styles.heading}>{heading}</Heading> : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Element>
  );
}
