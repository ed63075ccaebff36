import type { AnchorHTMLAttributes, Ref } from 'react';
import { isClientNavigation } from '../../platform/navigation/clientNavigation';
import {
  type RouterOptions,
  useClientNavigate,
} from '../../platform/navigation/NavigationProvider';

export interface AnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Passed to the router for a client-side navigation ('resetScroll: false' for a filter). */
  routerOptions?: RouterOptions;
  ref?: Ref<HTMLAnchorElement>;
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
