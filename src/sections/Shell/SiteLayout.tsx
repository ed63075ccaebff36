import type { ReactNode } from 'react';
import { SkipLink } from '../../components/SkipLink/SkipLink';
import { staticIsland } from '../../platform/hydration/staticIsland';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { mainOffset } from './SiteHeader.css';

/**
 * The Global Offices strip: addresses, tel: and mailto: links, the same on every page, which the
 * page hydrates without (`staticIsland`). The root route's loader loads its code for the pages a
 * visitor goes to client-side (it is not on the pages with office cards, so it mounts again
 * after them).
 */
export const globalOffices = staticIsland(() =>
  import('./GlobalOffices').then((module) => module.GlobalOffices),
);

/** Pages that show the offices as their own cards, where the strip would repeat them. */
const pagesWithOfficeCards = new Set(['/contact', '/company/locations']);

export interface SiteLayoutProps {
  /** The page's path: the header and footer mark the current section. */
  pathname: string;
  /** The page body. */
  children: ReactNode;
  /** After the footer: the cookie banner (the root layout), or nothing (stories). */
  after?: ReactNode;
}

/**
 * What wraps every page: the skip link, the fixed header, the page in `<main>`, the global
 * offices strip (not on /contact or /company/locations, which show the offices as their own
 * cards) and the footer. The
 * root route renders it around each route; the workshop's Pages stories render it around each
 * page body, so a template is reviewed as visitors see it.
 */
export function SiteLayout({ pathname, children, after }: SiteLayoutProps) {
  return (
    <>
      <SkipLink />
      <SiteHeader pathname={pathname} />
      <main id="main" tabIndex={-1} className={mainOffset}>
        {children}
      </main>
      {pagesWithOfficeCards.has(pathname) ? null : <globalOffices.Island />}
      <SiteFooter pathname={pathname} />
      {after}
    </>
  );
}
