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

/**
 * The inline style React Aria puts on the wrapper of a visually hidden native input (a radio or a
 * checkbox drawn as something else): the plain markup that stands in for a React Aria group before
 * it loads uses the same, so the two render alike.
 */
export const visuallyHiddenInputStyle = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
} as const;
