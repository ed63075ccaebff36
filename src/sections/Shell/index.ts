/**
 * The site shell: what wraps every page. The root layout renders <SiteLayout>: <SkipLink/>
 * <SiteHeader pathname/> <main id="main" tabIndex={-1} className={mainOffset}> <Outlet/> </main>
 * <GlobalOffices/> <SiteFooter pathname/>.
 */
export { SkipLink, type SkipLinkProps } from '../../components/SkipLink/SkipLink';
export { GlobalOffices, type GlobalOfficesProps } from './GlobalOffices';
export { headerHeight, headerScrollThreshold } from './headerHeight';
export { isCurrentPath, isInSection } from './isCurrentPath';
export { Brand, Logo, LogoMark, type LogoProps } from './Logo';
export { MainNav, type MainNavProps, submenuButtonLabel } from './MainNav';
export { MobileMenu, type MobileMenuProps } from './MobileMenu';
export { SiteFooter, type SiteFooterProps } from './SiteFooter';
export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export { mainOffset } from './SiteHeader.css';
export { SiteLayout, type SiteLayoutProps } from './SiteLayout';
export { useScrolled } from './useScrolled';
