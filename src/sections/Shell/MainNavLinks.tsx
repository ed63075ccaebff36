import { Anchor } from '../../components/Link/Anchor';
import type { MenuItem } from '../../content/site/navigation';
import { isCurrentPath, isInSection } from './isCurrentPath';
import * as styles from './MainNav.css';
import { SubmenuLink } from './SubmenuLink';

/** The links of an item's submenu, in the fallback `<details>` and in the disclosure panel. */
export function SubmenuList({
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

/** A top-level link of the main navigation. */
export function TopLink({
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
    <Anchor
      href={href}
      aria-current={current ? 'page' : undefined}
      data-active={!current && isInSection(pathname, href) ? true : undefined}
      data-has-submenu={hasSubmenu || undefined}
      className={styles.topLink}
    >
      {children}
    </Anchor>
  );
}

/** Accessible name of the button that shows and hides an item's submenu. */
export function submenuButtonLabel(item: Pick<MenuItem, 'name'>): string {
  return `${item.name} submenu`;
}
