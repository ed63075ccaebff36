import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Container.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** `page` (76rem) for layouts, `text` (42rem) for reading. */
  width?: 'page' | 'text';
  as?: 'div' | 'section' | 'header' | 'footer' | 'article' | 'nav';
  children: ReactNode;
}

/** Centres content at the page or text measure with responsive side padding. */
export function Container({
  width = 'page',
  as: Element = 'div',
  className,
  children,
  ...props
}: ContainerProps) {
  return (
    <Element
      {...props}
      className={className ? `${styles.container} ${className}` : styles.container}
      data-width={width}
    >
      {children}
    </Element>
  );
}
