import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  Disclosure,
  DisclosurePanel,
  Modal,
  ModalOverlay,
  Link as RACLink,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { media } from '../../../tokens/scale';
import { MenuChevronIcon } from '../../components/Icon/MenuChevronIcon';
import { MenuCloseIcon } from '../../components/Icon/MenuCloseIcon';
import { MenuIcon } from '../../components/Icon/MenuIcon';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { type MenuItem, mainMenu } from '../../content/navigation';
import { useHydrated } from '../../features/hydration/useHydrated';
import { ThemeSwitch } from '../../features/theme/ThemeSwitch';
import { attributedHref } from '../../site/contactLink';
import { isCurrentPath, isInSection } from './isCurrentPath';
import { Logo } from './Logo';
import { submenuButtonLabel } from './MainNav';
import * as styles from './MobileMenu.css';
import { SubmenuLink } from './SubmenuLink';

export interface MobileMenuProps {
  /** The menu; the site's main menu unless told otherwise. */
  items?: MenuItem[];
  /** The current path, for `aria-current="page"`; every change closes the menu. */
  pathname?: string;
  /** Open on first render (for stories). */
  defaultOpen?: boolean;
  /** Class for the toggle button (the header hides it from the desktop breakpoint on). */
  className?: string;
}

/**
 * The small-screen menu: a toggle button ('Menu', `aria-expanded`) that opens a full-screen
 * React Aria modal dialog named 'Main menu'. Focus moves into the dialog and is trapped there;
 * Escape or the close button closes it and focus returns to the toggle. Submenus are
 * disclosures. The menu closes on every route change, when any link in it is pressed and when
 * the window grows to the desktop layout.
 *
 * Until the page has hydrated (and without JavaScript) the toggle is the summary of a native
 * `<details>` that shows every link of the menu under the header (`MenuFallback`), so the menu
 * works from the first paint. A menu opened that way stays open, as the dialog, once the
 * script has arrived.
 */
export function MobileMenu({
  items = mainMenu,
  pathname,
  defaultOpen = false,
  className,
}: MobileMenuProps) {
  const hydrated = useHydrated();
  const [isOpen, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  const fallbackRef = useRef<HTMLDetailsElement>(null);

  // At hydration: a menu the visitor opened before the script arrived stays open.
  useLayoutEffect(() => {
    if (fallbackRef.current?.open) setOpen(true);
  }, []);

  // Close on every route change (adjusting state while rendering, not in an effect).
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  // The desktop layout has its own navigation: leave the dialog if the window grows to it.
  useEffect(() => {
    if (!isOpen || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(media.desktop);
    const onChange = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [isOpen]);

  const cta = items.find((item) => item.isCTA);
  const toggleClass = className ? `${styles.toggle} ${className}` : styles.toggle;

  if (!hydrated) {
    return (
      <MenuFallback
        ref={fallbackRef}
        items={items}
        pathname={pathname}
        cta={cta}
        toggleClass={toggleClass}
      />
    );
  }

  return (
    <>
      <Button aria-expanded={isOpen} onPress={() => setOpen(true)} className={toggleClass}>
        <MenuIcon className={styles.toggleIcon} />
        Menu
      </Button>
      <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog aria-label="Main menu" className={styles.dialog}>
            <div className={styles.topBar}>
              <Logo
                onPress={close}
                aria-current={isCurrentPath(pathname, '/') ? 'page' : undefined}
              />
              <Button onPress={close} className={styles.closeButton}>
                <MenuCloseIcon className={styles.toggleIcon} />
                Close menu
              </Button>
            </div>
            <div className={styles.body}>
              <nav aria-label="Main">
                <ul className={styles.list}>
                  {items
                    .filter((item) => !item.isCTA)
                    .map((item) => (
                      <MobileItem
                        key={item.href}
                        item={item}
                        pathname={pathname}
                        onNavigate={close}
                      />
                    ))}
                </ul>
              </nav>
              {cta ? (
                <LinkButton
                  href={attributedHref(cta.href, pathname, cta.name)}
                  size="lg"
                  aria-current={isCurrentPath(pathname, cta.href) ? 'page' : undefined}
                  onPress={close}
                  className={styles.cta}
                >
                  {cta.name}
                </LinkButton>
              ) : null}
              <div className={styles.themeRow}>
                <span aria-hidden="true">Theme</span>
                <ThemeSwitch />
              </div>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

function MobileItem({
  item,
  pathname,
  onNavigate,
}: {
  item: MenuItem;
  pathname: string | undefined;
  onNavigate: () => void;
}) {
  const link = (
    <RACLink
      href={item.href as RACLinkProps['href']}
      aria-current={isCurrentPath(pathname, item.href) ? 'page' : undefined}
      onPress={onNavigate}
      className={styles.topLink}
    >
      {item.name}
    </RACLink>
  );
  if (!item.submenu?.length) {
    return (
      <li className={styles.item}>
        <div className={styles.itemRow}>{link}</div>
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <Disclosure defaultExpanded={isInSection(pathname, item.href)}>
        <div className={styles.itemRow}>
          {link}
          <Button slot="trigger" aria-label={submenuButtonLabel(item)} className={styles.trigger}>
            <MenuChevronIcon className={styles.chevron} />
          </Button>
        </div>
        <DisclosurePanel className={styles.panel}>
          <ul className={styles.submenu}>
            {item.submenu.map((sub) => (
              <li key={`${sub.href}-${sub.name}`}>
                <SubmenuLink
                  link={sub}
                  pathname={pathname}
                  onPress={onNavigate}
                  showDescription={false}
                  className={styles.subLink}
                />
              </li>
            ))}
          </ul>
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}

/**
 * The menu before hydration and without JavaScript: 'Menu' is the summary of a native
 * `<details>`, and opening it shows every link of the menu (submenus listed under their item)
 * and the Contact call to action in a panel under the header. The browser alone opens and
 * closes it.
 */
function MenuFallback({
  ref,
  items,
  pathname,
  cta,
  toggleClass,
}: {
  ref: React.Ref<HTMLDetailsElement>;
  items: MenuItem[];
  pathname: string | undefined;
  cta: MenuItem | undefined;
  toggleClass: string;
}) {
  return (
    <details ref={ref} className={styles.fallback}>
      <summary className={toggleClass}>
        <MenuIcon className={styles.toggleIcon} />
        Menu
      </summary>
      <div className={styles.fallbackPanel}>
        <div className={styles.body}>
          <nav aria-label="Main">
            <ul className={styles.list}>
              {items
                .filter((item) => !item.isCTA)
                .map((item) => (
                  <li key={item.href} className={styles.item}>
                    <div className={styles.itemRow}>
                      <RACLink
                        href={item.href as RACLinkProps['href']}
                        aria-current={isCurrentPath(pathname, item.href) ? 'page' : undefined}
                        className={styles.topLink}
                      >
                        {item.name}
                      </RACLink>
                    </div>
                    {item.submenu?.length ? (
                      <ul className={styles.submenu} aria-label={`${item.name} pages`}>
                        {item.submenu.map((sub) => (
                          <li key={`${sub.href}-${sub.name}`}>
                            <SubmenuLink
                              link={sub}
                              pathname={pathname}
                              showDescription={false}
                              className={styles.subLink}
                            />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
            </ul>
          </nav>
          {cta ? (
            <LinkButton
              href={attributedHref(cta.href, pathname, cta.name)}
              size="lg"
              aria-current={isCurrentPath(pathname, cta.href) ? 'page' : undefined}
              className={styles.cta}
            >
              {cta.name}
            </LinkButton>
          ) : null}
        </div>
      </div>
    </details>
  );
}
