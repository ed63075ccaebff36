import { startTransition, useRef } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Modal, SheetDialog } from '../../components/Dialog/Dialog';
import { MenuChevronIcon } from '../../components/Icon/MenuChevronIcon';
import { MenuCloseIcon } from '../../components/Icon/MenuCloseIcon';
import { MenuIcon } from '../../components/Icon/MenuIcon';
import { Anchor } from '../../components/Link/Anchor';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { ThemeSwitchGroup } from '../../components/ThemeSwitch/ThemeSwitchGroup';
import type { MenuItem } from '../../content/site/navigation';
import { attributedHref } from '../../site/contactLink';
import { isCurrentPath, isInSection } from './isCurrentPath';
import { Logo } from './Logo';
import { submenuButtonLabel } from './MainNavLinks';
import * as styles from './MobileMenu.css';
import { SubmenuLink } from './SubmenuLink';

export interface MobileMenuDialogProps {
  items: MenuItem[];
  pathname: string | undefined;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  toggleClass: string;
  /** Focus the toggle when it appears (it replaces a focused fallback toggle). */
  focusToggle?: boolean;
}

/**
 * The menu's toggle and its React Aria modal dialog, loaded by `MobileMenu` when the visitor
 * comes to the toggle.
 */
export function MobileMenuDialog({
  items,
  pathname,
  isOpen,
  setOpen,
  toggleClass,
  focusToggle = false,
}: MobileMenuDialogProps) {
  const close = () => setOpen(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  /**
   * Escape, a press outside or Close menu: the dialog closes and focus goes back to the toggle.
   * React Aria returns it to what was focused when the dialog opened, but a menu opened by a tap
   * on the HTML fallback was opened from its summary, which the swap has since removed: focus
   * would fall to the page's body. (Following a link closes the menu too, leaving focus to the
   * navigation.)
   */
  const dismiss = (open: boolean) => {
    setOpen(open);
    if (open) return;
    // After React Aria's own return of focus, which it makes in an animation frame.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) toggleRef.current?.focus();
      }),
    );
  };
  const cta = items.find((item) => item.isCTA);
  return (
    <>
      {/* Opened in a transition: the tap's own frame shows the pressed toggle at once (on a
          slow phone, rendering the sheet in the tap's handler kept the next paint ~220 ms
          away, over INP's 200 ms), and the sheet follows in the next frames, about as soon as
          before (npm run bench:inp). */}
      <Button
        ref={toggleRef}
        aria-expanded={isOpen}
        onPress={() => startTransition(() => setOpen(true))}
        className={toggleClass}
        autoFocus={focusToggle}
      >
        <MenuIcon className={styles.toggleIcon} />
        Menu
      </Button>
      <Modal variant="sheet" isOpen={isOpen} onOpenChange={dismiss}>
        <SheetDialog aria-label="Main menu">
          <div className={styles.topBar}>
            <Logo
              onPress={close}
              aria-current={isCurrentPath(pathname, '/') ? 'page' : undefined}
            />
            <Button onPress={() => dismiss(false)} className={styles.closeButton}>
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
                onClick={close}
                className={styles.cta}
              >
                {cta.name}
              </LinkButton>
            ) : null}
            <div className={styles.themeRow}>
              <span aria-hidden="true">Theme</span>
              <ThemeSwitchGroup />
            </div>
          </div>
        </SheetDialog>
      </Modal>
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
    <Anchor
      href={item.href}
      aria-current={isCurrentPath(pathname, item.href) ? 'page' : undefined}
      onClick={onNavigate}
      className={styles.topLink}
    >
      {item.name}
    </Anchor>
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
