import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type RouterOptions, useClientNavigate } from '../../features/routing/NavigationProvider';

export interface AnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Passed to the router for a client-side navigation ('resetScroll: false' for a filter). */
  routerOptions?: RouterOptions;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Whether a click on a link should be a client-side navigation: a plain primary click (no
 * modifier: those open a new tab or window, or download) on a same-origin link that opens in
 * this tab and is no download. The same rules as React Aria's links.
 */
export function isClientNavigation(
  link: HTMLAnchorElement,
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>,
): boolean {
  const target = link.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin
  );
}

/**
 * The design system's link element: a native `<a href>`, which needs no script to work, to be
 * focused or to be announced. Under a `NavigationProvider` (the app's router) a plain click
 * navigates client-side, as React Aria's links do, without their JavaScript on every page;
 * elsewhere (stories) it is an ordinary link. States are styled with CSS (`:hover`, `:active`,
 * `:focus-visible`, `[aria-current]`). `data-ds` marks it as ours, never content, for the
 * call-to-action interception.
 */
export function Anchor({ href, routerOptions, onClick, ...props }: AnchorProps) {
  const navigate = useClientNavigate();
  return (
    <a
      {...props}
      href={href}
      data-ds=""
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || event.defaultPrevented) return;
        if (!isClientNavigation(event.currentTarget, event)) return;
        event.preventDefault();
        navigate(href, routerOptions);
      }}
    />
  );
}
