import { type FocusEvent, type KeyboardEvent, useRef } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { flushSync } from 'react-dom';
import { MenuChevronIcon } from '../../components/Icon/MenuChevronIcon';
import type { MenuItem } from '../../content/site/navigation';
import * as styles from './MainNav.css';
import { SubmenuList, submenuButtonLabel, TopLink } from './MainNavLinks';

export interface NavDisclosureProps {
  item: MenuItem;
  pathname: string | undefined;
  align: 'start' | 'end';
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

const navigationKeys = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * An item's submenu once the visitor comes to use the navigation (loaded then by `MainNav`): a
 * React Aria disclosure with the keyboard behaviour `MainNav` describes.
 */
export function NavDisclosure({ item, pathname, align, isOpen, onOpenChange }: NavDisclosureProps) {
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
