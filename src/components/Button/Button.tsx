import type { ReactNode, Ref } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'children'> {
  /** Visual weight: one primary action per view, secondary and ghost for the rest. */
  variant?: ButtonVariant;
  /** `md` is 44 px high, `lg` 52 px. */
  size?: ButtonSize;
  className?: string;
  /** The button element (to move focus to it). */
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** A React Aria `Button` with the agency's variants. */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={className ? `${styles.button} ${className}` : styles.button}
      data-variant={variant}
      data-size={size}
    >
      {children}
    </RACButton>
  );
}
