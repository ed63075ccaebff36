import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import * as styles from '../Button/Button.css';

export interface NativeButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * The browser's own `<button>`, drawn as a Button: for an action that is only a press (submit a
 * form, load more, go back), where React Aria's press handling adds nothing the element does not
 * do already (click, Enter and Space, focus, `:hover`, `:active`, `:focus-visible`) and would
 * bring its code to the page before the visitor does anything. Inside a React Aria pattern (a
 * dialog's trigger, a select's button, a disclosure) use `Button`, which those patterns expect.
 */
export function NativeButton({
  variant = 'primary',
  size = 'md',
  type = 'button',
  className,
  children,
  ...props
}: NativeButtonProps) {
  return (
    <button
      type={type}
      {...props}
      className={className ? `${styles.button} ${className}` : styles.button}
      data-variant={variant}
      data-size={size}
      // Ours, not content: the call-to-action interception leaves it alone (as `data-rac`).
      data-ds=""
    >
      {children}
    </button>
  );
}
