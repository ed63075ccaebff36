import { media } from '../../../tokens/scale';
import { ThemeSwitch } from '../../components/ThemeSwitch/ThemeSwitch';
import { type MenuItem, mainMenu } from '../../content/site/navigation';
import { isCurrentPath } from './isCurrentPath';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { SearchEntry } from './SearchEntry';
import * as styles from './SiteHeader.css';
import { useScrolled } from './useScrolled';

export interface SiteHeaderProps {
  /**
   * The current path. The root passes the router's pathname; stories pass a literal. Drives
   * `aria-current="page"` and closes the mobile menu and any submenu when it changes.
   */
  pathname?: string;
  /** The menu; the site's main menu unless told otherwise. */
  items?: MenuItem[];
  /** Show the scrolled (translucent) look whatever the scroll position (stories). */
  forceScrolled?: boolean;
  /** Render with the mobile menu open (stories). */
  defaultMenuOpen?: boolean;
}

/**
 * The fixed site header: the logo, the desktop main navigation with the Contact button and the
 * theme switch, and below the desktop breakpoint the mobile menu toggle. `data-scrolled` says
 * whether the page is scrolled past 20 px (the translucent look).
 */
export function SiteHeader({
  pathname,
  items = mainMenu,
  forceScrolled = false,
  defaultMenuOpen = false,
}: SiteHeaderProps) {
  const scrolled = useScrolled();
  const isScrolled = forceScrolled || scrolled;
  const searching = isCurrentPath(pathname, '/search');
  return (
    <header className={styles.header} data-scrolled={isScrolled ? 'true' : 'false'}>
      <div className={styles.inner}>
        <Logo
          aria-current={isCurrentPath(pathname, '/') ? 'page' : undefined}
          className={styles.logo}
        />
        <div className={`${styles.actions} ${styles.desktopOnly}`}>
          <MainNav items={items} pathname={pathname} shownWhen={media.desktop} />
          <SearchEntry current={searching} />
          <ThemeSwitch shownWhen={media.desktop} />
        </div>
        <div className={`${styles.actions} ${styles.mobileOnly}`}>
          <SearchEntry current={searching} />
          <MobileMenu items={items} pathname={pathname} defaultOpen={defaultMenuOpen} />
        </div>
      </div>
    </header>
  );
}
