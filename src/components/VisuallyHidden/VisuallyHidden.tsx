import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** `span` (default) for inline text, `div` for blocks. */
  as?: 'span' | 'div';
  children: ReactNode;
}

/** Text for screen readers only (for example "(opens in a new tab)"). */
export function VisuallyHidden({ as: Element = 'span', className, ...props }: VisuallyHiddenProps) {
  return (
    <Element
      {...props}
      className={className ? `${styles.visuallyHidden} ${className}` : styles.visuallyHidden}
    />
  );
}

/** The class name, for elements that cannot be wrapped (for example a React Aria `Label`). */
export const visuallyHiddenClass = styles.visuallyHidden;
