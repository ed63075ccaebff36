import {
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  Button,
  Disclosure,
  DisclosurePanel,
  Link as RACLink,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { flushSync } from 'react-dom';
import { MenuChevronIcon } from '../../components/Icon/MenuChevronIcon';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { type MenuItem, mainMenu } from '../../content/navigation';
import { useFocusKeptThroughSwap } from '../../features/hydration/useFocusKeptThroughSwap';
import { useHydrated } from '../../features/hydration/useHydrated';
import { attributedHref } from '../../site/contactLink';
import { isCurrentPath, isInSection } from './isCurrentPath';
import * as styles from './MainNav.css';
import { SubmenuLink } from './SubmenuLink';

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

/** Accessible name of the button that shows and hides an item's submenu. */
export function submenuButtonLabel(item: Pick<MenuItem, 'name'>): string {
  return `${item.name} submenu`;
}

/**
 * The desktop main navigation: a disclosure navigation (not an ARIA menu). Each item with a
 * submenu shows its own link and, next to it, a button with `aria-expanded` that shows and hides
 * a panel of links. One submenu is open at a time; Escape closes it and returns focus to its
 * button; a click outside, focus leaving the item, choosing a link or a route change close it.
 * ArrowDown on the button opens the submenu and moves into it; arrows, Home and End move between
 * its links. The Contact item is a call-to-action button.
 *
 * Until the page has hydrated (and without JavaScript) each submenu is a native `<details>`
 * whose summary is the chevron (`FallbackDisclosure`): the browser opens it, one at a time. A
 * submenu opened that way stays open once the script has arrived.
 */
export function MainNav({ items = mainMenu, pathname, shownWhen, className }: MainNavProps) {
  const hydrated = useHydrated(shownWhen);
  const [openItem, setOpenItem] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  // A link or submenu button focused before the swap to React Aria keeps its focus through it.
  useFocusKeptThroughSwap(navRef, hydrated);

  // At hydration: a submenu the visitor opened before the script arrived stays open.
  useLayoutEffect(() => {
    const open = navRef.current?.querySelector<HTMLElement>('details[open][data-item]');
    if (open?.dataset.item) setOpenItem(open.dataset.item);
  }, []);

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
            if (!hydrated) {
              return (
                <FallbackDisclosure key={item.href} item={item} pathname={pathname} align={align} />
              );
            }
            return (
              <NavDisclosure
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

function SubmenuList({
  item,
  pathname,
  onNavigate,
}: {
  item: MenuItem;
  pathname: string | undefined;
  onNavigate?: () => void;
}) {
  return (
    <ul className={styles.submenu}>
      {item.submenu?.map((link) => (
        <li key={`${link.href}-${link.name}`}>
          <SubmenuLink
            link={link}
            pathname={pathname}
            onPress={onNavigate}
            className={styles.subLink}
            nameClassName={styles.subName}
            descriptionClassName={styles.subDescription}
          />
        </li>
      ))}
    </ul>
  );
}

function TopLink({
  href,
  pathname,
  hasSubmenu,
  children,
}: {
  href: string;
  pathname: string | undefined;
  hasSubmenu?: boolean;
  children: string;
}) {
  const current = isCurrentPath(pathname, href);
  return (
    <RACLink
      href={href as RACLinkProps['href']}
      aria-current={current ? 'page' : undefined}
      data-active={!current && isInSection(pathname, href) ? true : undefined}
      data-has-submenu={hasSubmenu || undefined}
      className={styles.topLink}
    >
      {children}
    </RACLink>
  );
}

interface NavDisclosureProps {
  item: MenuItem;
  pathname: string | undefined;
  align: 'start' | 'end';
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

const navigationKeys = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

function NavDisclosure({ item, pathname, align, isOpen, onOpenChange }: NavDisclosureProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const panelLinks = () => [...(panelRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])];

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      if (!isOpen) return;
      event.preventDefault();
      onOpenChange(false);
      triggerRef.current?.focus();
      return;
    }
    if (!navigationKeys.has(event.key)) return;
    if (target === triggerRef.current) {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      if (!isOpen) flushSync(() => onOpenChange(true));
      panelLinks()[0]?.focus();
      return;
    }
    if (!panelRef.current?.contains(target)) return;
    const links = panelLinks();
    const index = links.indexOf(target);
    if (index === -1 || links.length === 0) return;
    event.preventDefault();
    const last = links.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? (index + 1) % links.length
            : (index - 1 + links.length) % links.length;
    links[next]?.focus();
  };

  // Focus moving to anything outside this item (another item, the page) closes the submenu.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (isOpen && next instanceof Node && !event.currentTarget.contains(next)) onOpenChange(false);
  };

  return (
    <li className={styles.item} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Disclosure isExpanded={isOpen} onExpandedChange={onOpenChange}>
        <div className={styles.itemRow}>
          <TopLink href={item.href} pathname={pathname} hasSubmenu>
            {item.name}
          </TopLink>
          <Button
            slot="trigger"
            ref={triggerRef}
            aria-label={submenuButtonLabel(item)}
            className={styles.trigger}
          >
            <MenuChevronIcon className={styles.chevron} />
          </Button>
        </div>
        <DisclosurePanel ref={panelRef} className={styles.panel} data-align={align}>
          <SubmenuList item={item} pathname={pathname} onNavigate={() => onOpenChange(false)} />
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}
