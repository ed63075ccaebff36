import { Container } from '../../components/Container/Container';
import { Anchor } from '../../components/Link/Anchor';
import {
  copyrightYear as defaultCopyrightYear,
  footerNav as defaultFooterNav,
  investorLink as defaultInvestorLink,
  legalLinks as defaultLegalLinks,
  type FooterLink,
  footerStrapline,
} from '../../content/site/navigation';
import { attributedHref } from '../../site/contactLink';
import { cookieSettingsLabel, cookieSettingsProps } from '../CookieBanner/cookieSettingsProps';
import { isCurrentPath } from './isCurrentPath';
import { Brand } from './Logo';
import * as styles from './SiteFooter.css';

export interface SiteFooterProps {
  /** The current path, for `aria-current="page"`. */
  pathname?: string;
  /** The primary footer links; the content module's unless told otherwise. */
  links?: FooterLink[];
  /** The faint 'Investor Room' link, last in the footer navigation. */
  investorLink?: FooterLink;
  legalLinks?: FooterLink[];
  copyrightYear?: number;
}

/**
 * The site footer (`contentinfo`): the brand and strapline, the 'Footer' navigation (ending with
 * the faint 'Investor Room' link), the 'Legal' navigation with the 'Cookie settings' button
 * (reopens the cookie preferences) and the copyright line. Its Contact link carries the page's
 * attribution, as the header's Contact does (`attributedHref`).
 */
export function SiteFooter({
  pathname,
  links = defaultFooterNav,
  investorLink = defaultInvestorLink,
  legalLinks = defaultLegalLinks,
  copyrightYear = defaultCopyrightYear,
}: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Brand />
            <p className={styles.strapline}>{footerStrapline}</p>
          </div>
          <nav aria-label="Footer">
            <ul className={`${styles.linkList} ${styles.primaryList}`}>
              {[...links, investorLink].map((link) => (
                <li key={link.href}>
                  <FooterAnchor link={link} pathname={pathname} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={styles.bottom}>
          <p>{`© ${copyrightYear} Response. All rights reserved.`}</p>
          <nav aria-label="Legal">
            <ul className={styles.linkList}>
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <FooterAnchor link={link} pathname={pathname} className={styles.legalLink} />
                </li>
              ))}
              <li className={styles.cookieSettingsItem}>
                {/* A native button: it only opens the (lazily loaded) React Aria dialog. */}
                <button
                  type="button"
                  {...cookieSettingsProps(
                    `${styles.link} ${styles.legalLink} ${styles.cookieSettings}`,
                  )}
                >
                  {cookieSettingsLabel}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}

function FooterAnchor({
  link,
  pathname,
  className,
}: {
  link: FooterLink;
  pathname: string | undefined;
  className?: string;
}) {
  const classes = [styles.link, link.faint ? styles.faintLink : undefined, className]
    .filter(Boolean)
    .join(' ');
  return (
    <Anchor
      // Contact is attributed as the header's is (and reported as a call to action by Anchor).
      href={attributedHref(link.href, pathname, link.label)}
      aria-current={isCurrentPath(pathname, link.href) ? 'page' : undefined}
      className={classes}
    >
      {link.label}
    </Anchor>
  );
}
