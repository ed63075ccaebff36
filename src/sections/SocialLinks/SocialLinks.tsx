import type { ReactNode } from 'react';
import { InstagramIcon } from '../../components/Icon/InstagramIcon';
import { LinkedInIcon } from '../../components/Icon/LinkedInIcon';
import { XIcon } from '../../components/Icon/XIcon';
import { YouTubeIcon } from '../../components/Icon/YouTubeIcon';
import { Link } from '../../components/Link/Link';
import type { SocialLink, SocialNetwork } from '../../content/company/social';
import * as styles from './SocialLinks.css';

export interface SocialLinksProps {
  links: ReadonlyArray<SocialLink>;
  /** Accessible name of the list. */
  'aria-label'?: string;
  /** `grid` (default): up to four tiles a row as the width allows; `stack`: one a row, for a narrow column. */
  layout?: 'grid' | 'stack';
  className?: string;
}

/** Simple line glyphs for each network (decorative; the link text names the network). */
export const socialIcons: Record<SocialNetwork, ReactNode> = {
  LinkedIn: <LinkedInIcon className={styles.iconSvg} />,
  Instagram: <InstagramIcon className={styles.iconSvg} />,
  X: <XIcon className={styles.iconSvg} />,
  YouTube: <YouTubeIcon className={styles.iconSvg} />,
};

/**
 * The agency's social profiles as tiles. Each opens in a new tab; the Link component adds
 * `rel="noopener noreferrer"` and tells screen readers so.
 */
export function SocialLinks({ links, layout = 'grid', className, ...props }: SocialLinksProps) {
  return (
    <ul
      className={className ? `${styles.list} ${className}` : styles.list}
      aria-label={props['aria-label']}
      data-layout={layout}
    >
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} target="_blank" variant="subtle" className={styles.tile}>
            <span className={styles.icon}>{socialIcons[link.network]}</span>
            <span className={styles.label}>{link.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
