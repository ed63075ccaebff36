import { useEffect, useRef, useState } from 'react';
import { media } from '../../../tokens/scale';
import { MenuIcon } from '../../components/Icon/MenuIcon';
import { Anchor } from '../../components/Link/Anchor';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { type MenuItem, mainMenu } from '../../content/site/navigation';
import { useEnhancement } from '../../platform/hydration/useEnhancement';
import { attributedHref } from '../../site/contactLink';
import { isCurrentPath } from './isCurrentPath';
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
 * Without JavaScript, and until the visitor first comes to the toggle, the toggle is the summary
 * of a native `<details>` that shows every link of the menu under the header (`MenuFallback`),
 * so the menu works from the first paint. The dialog (`MobileMenuDialog`) is loaded when a
 * pointer or a finger reaches the toggle or focus enters it (`useEnhancement`); a menu opened
 * before it arrived stays open, as the dialog, and a focused toggle stays focused.
 */
export function MobileMenu({
  items = mainMenu,
  pathname,
  defaultOpen = false,
  className,
}: MobileMenuProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const [focusToggle, setFocusToggle] = useState(false);
  const fallbackRef = useRef<HTMLDetailsElement>(null);
  const enhanced = useEnhancement(() => import('./MobileMenuDialog'), fallbackRef, {
    eager: defaultOpen,
    // A menu the visitor opened before the dialog replaced it stays open; a focused toggle
    // stays focused.
    beforeSwap: () => {
      const fallback = fallbackRef.current;
      if (fallback?.open) setOpen(true);
      else if (fallback?.contains(document.activeElement)) setFocusToggle(true);
    },
  });

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

  if (!enhanced) {
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
    <enhanced.MobileMenuDialog
      items={items}
      pathname={pathname}
      isOpen={isOpen}
      setOpen={setOpen}
      toggleClass={toggleClass}
      focusToggle={focusToggle}
    />
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
                      <Anchor
                        href={item.href}
                        aria-current={isCurrentPath(pathname, item.href) ? 'page' : undefined}
                        className={styles.topLink}
                      >
                        {item.name}
                      </Anchor>
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
