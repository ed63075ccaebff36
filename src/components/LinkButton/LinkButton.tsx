import type { ReactNode } from 'react';
import { ctaTracked, trackCtaElementClick } from '../../platform/analytics/ctaClick';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { Anchor, type AnchorProps } from '../Link/Anchor';
import { linkRel, NewTabNote } from '../Link/Link';
import * as styles from './LinkButton.css';

export interface LinkButtonProps extends Omit<AnchorProps, 'className' | 'children' | 'href'> {
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
  /**
   * A call to action that cannot be followed now ('Registration closed'): shown dimmed, announced
   * as a disabled link, not focusable and leading nowhere.
   */
  isDisabled?: boolean;
  children: ReactNode;
}

/**
 * A link (`Anchor`) styled like `Button`: navigation that reads as a call to action. Every
 * click is tracked as a call-to-action click (beacon, `cta_click` event and tag-layer event);
 * the element is marked `data-cta-tracked` so the page-wide interception does not count it
 * twice (`"cta"` on a call to action, which a static island reports the same way).
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
  isDisabled = false,
  onClickCapture,
  children,
  ...props
}: LinkButtonProps) {
  const classes = className ? `${styles.linkButton} ${className}` : styles.linkButton;
  if (isDisabled) {
    // A disabled link has no href, as React Aria renders it (with the mark spread in, the linter
    // no longer reads the element as an anchor to check).
    return (
      <a
        role="link"
        aria-disabled="true"
        data-disabled=""
        className={classes}
        data-variant={variant}
        data-size={size}
        {...ctaTracked('')}
      >
        {children}
      </a>
    );
  }
  return (
    <Anchor
      {...props}
      href={href}
      target={target}
      rel={linkRel(target, rel)}
      className={classes}
      data-variant={variant}
      data-size={size}
      // 'cta' for a call to action: a page that keeps the server's HTML of it (`staticIsland`)
      // reports its clicks from this, and from its location.
      {...ctaTracked(isCallToAction ? 'cta' : '')}
      data-cta-location={isCallToAction ? ctaLocation : undefined}
      onClickCapture={(event) => {
        // The DOM click (mouse, Enter, assistive technology), in the capture phase: before
        // the router navigates, so the path and the surrounding page are still this page's.
        if (isCallToAction) {
          trackCtaElementClick(event.currentTarget, href, ctaLocation);
        }
        onClickCapture?.(event);
      }}
    >
      {children}
      {target === '_blank' ? <NewTabNote /> : null}
    </Anchor>
  );
}
