import { useEffect, useRef, useState } from 'react';
import { MenuChevronIcon } from '../../components/Icon/MenuChevronIcon';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { type MenuItem, mainMenu } from '../../content/site/navigation';
import { useEnhancement } from '../../platform/hydration/useEnhancement';
import { useFocusKeptThroughSwap } from '../../platform/hydration/useFocusKeptThroughSwap';
import { attributedHref } from '../../site/contactLink';
import { isCurrentPath } from './isCurrentPath';
import * as styles from './MainNav.css';
import { SubmenuList, submenuButtonLabel, TopLink } from './MainNavLinks';

export { submenuButtonLabel };

export interface MainNavProps {
  /** The menu; the site's main menu unless told otherwise. */
  items?: MenuItem[];
  /** The current path, for `aria-current="page"`; a change closes any open submenu. */
  pathname?: string;
  /**
   * A media query under which the navigation is shown (the header's desktop layout): elsewhere it
   * is hidden, and its submenus stay native `<details>` until the window grows to show it.
   */
  shownWhen?: string;
  className?: string;
}

/**
 * The desktop main navigation: a disclosure navigation (not an ARIA menu). Each item with a
 * submenu shows its own link and, next to it, a button with `aria-expanded` that shows and hides
 * a panel of links. One submenu is open at a time; Escape closes it and returns focus to its
 * button; a click outside, focus leaving the item, choosing a link or a route change close it.
 * ArrowDown on the button opens the submenu and moves into it; arrows, Home and End move between
 * its links. The Contact item is a call-to-action button.
 *
 * Without JavaScript, and until the visitor first comes to the navigation, each submenu is a
 * native `<details>` whose summary is the chevron (`FallbackDisclosure`): the browser opens it,
 * one at a time. The React Aria disclosures (`NavDisclosure`) are loaded when a pointer moves
 * over the navigation or focus enters it (`useEnhancement`), so no page loads them before that;
 * a submenu opened in the meantime stays open through the swap.
 */
export function MainNav({ items = mainMenu, pathname, shownWhen, className }: MainNavProps) {
  const [openItem, setOpenItem] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const enhanced = useEnhancement(() => import('./NavDisclosure'), navRef, {
    whenMedia: shownWhen,
    // A submenu the visitor opened before React Aria's replaced it stays open.
    beforeSwap: () => {
      const open = navRef.current?.querySelector<HTMLElement>('details[open][data-item]');
      if (open?.dataset.item) setOpenItem(open.dataset.item);
    },
  });
  // A link or submenu button focused before the swap to React Aria keeps its focus through it.
  useFocusKeptThroughSwap(navRef, enhanced !== null);

  // Close on every route change (adjusting state while rendering, not in an effect).
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpenItem(null);
  }

  // A press anywhere outside the navigation closes the open submenu.
  useEffect(() => {
    if (openItem === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setOpenItem(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openItem]);

  const withSubmenu = items.filter((item) => !item.isCTA && item.submenu?.length);

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className={className ? `${styles.nav} ${className}` : styles.nav}
    >
      <ul className={styles.list}>
        {items.map((item) => {
          const current = isCurrentPath(pathname, item.href) ? 'page' : undefined;
          if (item.isCTA) {
            return (
              <li key={item.href} className={styles.ctaItem}>
                <LinkButton
                  href={attributedHref(item.href, pathname, item.name)}
                  aria-current={current}
                  className={styles.cta}
                >
                  {item.name}
                </LinkButton>
              </li>
            );
          }
          if (item.submenu?.length) {
            const position = withSubmenu.indexOf(item);
            const align = position >= withSubmenu.length / 2 ? 'end' : 'start';
            if (!enhanced) {
              return (
                <FallbackDisclosure key={item.href} item={item} pathname={pathname} align={align} />
              );
            }
            return (
              <enhanced.NavDisclosure
                key={item.href}
                item={item}
                pathname={pathname}
                align={align}
                isOpen={openItem === item.name}
                onOpenChange={(open) =>
                  setOpenItem((previous) => {
                    if (open) return item.name;
                    return previous === item.name ? null : previous;
                  })
                }
              />
            );
          }
          return (
            <li key={item.href} className={styles.item}>
              <TopLink href={item.href} pathname={pathname}>
                {item.name}
              </TopLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A submenu before hydration and without JavaScript: the chevron is the summary of a native
 * `<details>` holding the same links; the group's items share a `name`, so the browser keeps
 * one open at a time. It looks like the React Aria disclosure that replaces it.
 */
function FallbackDisclosure({
  item,
  pathname,
  align,
}: {
  item: MenuItem;
  pathname: string | undefined;
  align: 'start' | 'end';
}) {
  return (
    <li className={styles.item}>
      <div className={styles.itemRow}>
        <TopLink href={item.href} pathname={pathname} hasSubmenu>
          {item.name}
        </TopLink>
        <details name="main-nav-submenu" data-item={item.name} className={styles.fallback}>
          <summary aria-label={submenuButtonLabel(item)} className={styles.trigger}>
            <MenuChevronIcon className={styles.chevron} />
          </summary>
          <div className={styles.panel} data-align={align}>
            <SubmenuList item={item} pathname={pathname} />
          </div>
        </details>
      </div>
    </li>
  );
}
