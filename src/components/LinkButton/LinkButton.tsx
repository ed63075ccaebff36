import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { linkRel, NewTabNote } from '../Link/Link';
import * as styles from './LinkButton.css';

export interface LinkButtonProps extends Omit<RACLinkProps, 'className' | 'children' | 'href'> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

/** A React Aria `Link` styled like `Button`: navigation that reads as a call to action. */
export function LinkButton({
  href,
  variant = 'primary',
  size = 'md',
  className,
  target,
  rel,
  children,
  ...props
}: LinkButtonProps) {
  return (
    <RACLink
      {...props}
      href={href as RACLinkProps['href']}
      target={target}
      rel={linkRel(target, rel)}
      className={className ? `${styles.linkButton} ${className}` : styles.linkButton}
      data-variant={variant}
      data-size={size}
    >
      {children}
      {target === '_blank' ? <NewTabNote /> : null}
    </RACLink>
  );
}
