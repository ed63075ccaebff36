import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';

export type BadgeTone = 'neutral' | 'accent' | 'positive';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A short status or category label ("New", "Case study", "Hiring"). */
export function Badge({ tone = 'neutral', className, children, ...props }: BadgeProps) {
  return (
    <span
      {...props}
      className={className ? `${styles.badge} ${className}` : styles.badge}
      data-tone={tone}
    >
      {children}
    </span>
  );
}
