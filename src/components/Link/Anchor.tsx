import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import {
  ctaTracked,
  ctaTrackedAttribute,
  leadsToContact,
  trackCtaElementClick,
} from '../../platform/analytics/ctaClick';
import { reportDownload } from '../../platform/analytics/reportDownload';
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
 * call-to-action interception. A link to the contact page is a call to action wherever it is
 * drawn (the footer's Contact, a link in a page's text): it is marked `data-cta-tracked="cta"` and
 * its clicks are reported, as `LinkButton`'s are (a LinkButton marks and reports itself). A
 * download link (`download`) reports each download as a `file_download` event, and downloads as
 * any link does: the report never holds it up.
 */
export function Anchor({ href, routerOptions, onClick, onClickCapture, ...props }: AnchorProps) {
  const navigate = useClientNavigate();
  const contactCta = leadsToContact(href) && !(ctaTrackedAttribute in props);
  return (
    <a
      {...(contactCta ? ctaTracked('cta') : null)}
      {...props}
      href={href}
      data-ds=""
      onClickCapture={
        contactCta
          ? (event: MouseEvent<HTMLAnchorElement>) => {
              // Before the router navigates: the path is still this page's.
              trackCtaElementClick(event.currentTarget, href);
              onClickCapture?.(event);
            }
          : onClickCapture
      }
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) reportDownload(event.currentTarget);
        if (!navigate || event.defaultPrevented) return;
        if (!isClientNavigation(event.currentTarget, event)) return;
        event.preventDefault();
        navigate(href, routerOptions);
      }}
    />
  );
}
