import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { trackCtaElementClick } from '../../features/analytics/ctaClick';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { linkRel, NewTabNote } from '../Link/Link';
import * as styles from './LinkButton.css';

export interface LinkButtonProps extends Omit<RACLinkProps, 'className' | 'children' | 'href'> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /**
   * Where the call to action sits, reported with its clicks ('hero', 'header'). Derived from
   * the page structure when not given (see `ctaLocationOf`).
   */
  ctaLocation?: string;
  /**
   * False for a link that only looks like a button and is no call to action ('Clear search and
   * filters'): its clicks are not reported. Default true.
   */
  isCallToAction?: boolean;
  children: ReactNode;
}

/**
 * A React Aria `Link` styled like `Button`: navigation that reads as a call to action. Every
 * click is tracked as a call-to-action click (beacon, `cta_click` event and tag-layer event);
 * the element is marked `data-cta-tracked` so the page-wide interception does not count it
 * twice.
 */
export function LinkButton({
  href,
  variant = 'primary',
  size = 'md',
  className,
  target,
  rel,
  ctaLocation,
  isCallToAction = true,
  onClickCapture,
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
      data-cta-tracked=""
      onClickCapture={(event) => {
        // The DOM click (mouse, Enter, assistive technology), in the capture phase: before
        // the router navigates, so the path and the surrounding page are still this page's.
        if (isCallToAction && event.currentTarget.getAttribute('aria-disabled') !== 'true') {
          trackCtaElementClick(event.currentTarget, href, ctaLocation);
        }
        onClickCapture?.(event);
      }}
    >
      {children}
      {target === '_blank' ? <NewTabNote /> : null}
    </RACLink>
  );
}
