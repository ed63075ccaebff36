import type { HTMLAttributes, ReactNode } from 'react';
import type { space } from '../../../tokens/scale';
import * as styles from './Stack.css';

export type SpaceToken = keyof typeof space;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  direction?: 'column' | 'row';
  /** A space token (`xs`, `md`, `xl`...). */
  gap?: SpaceToken;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
  /** `ul`/`ol` render a list without bullets. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'header' | 'footer';
  children: ReactNode;
}

/**
 * Workshop only: lays out a story's examples, not part of the design system (the site's sections
 * lay out their own grids in their styles).
 *
 * Lays children out in a column (default) or row with a gap from the space scale. */
export function Stack({
  direction = 'column',
  gap = 'md',
  align,
  justify,
  wrap = false,
  as: Element = 'div',
  className,
  children,
  ...props
}: StackProps) {
  return (
    <Element
      {...props}
      className={className ? `${styles.stack} ${className}` : styles.stack}
      data-direction={direction}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap ? '' : undefined}
    >
      {children}
    </Element>
  );
}
