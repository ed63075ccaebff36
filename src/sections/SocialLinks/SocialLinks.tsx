import type { ReactNode } from 'react';
import { Link } from '../../components/Link/Link';
import type { SocialLink, SocialNetwork } from '../../content/about';
import * as styles from './SocialLinks.css';

export interface SocialLinksProps {
  links: ReadonlyArray<SocialLink>;
  /** Accessible name of the list. */
  'aria-label'?: string;
  /** `grid` (default): up to four tiles a row as the width allows; `stack`: one a row, for a narrow column. */
  layout?: 'grid' | 'stack';
  className?: string;
}

const svgProps = {
  className: styles.iconSvg,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

/** Simple line glyphs for each network (decorative; the link text names the network). */
export const socialIcons: Record<SocialNetwork, ReactNode> = {
  LinkedIn: (
    <svg {...svgProps} aria-hidden="true">
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M8 10.5V16M8 7.75v.01M11.5 16v-5.5M11.5 13a2.5 2.5 0 0 1 5 0v3" />
    </svg>
  ),
  Instagram: (
    <svg {...svgProps} aria-hidden="true">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.25 6.75v.01" />
    </svg>
  ),
  X: (
    <svg {...svgProps} aria-hidden="true">
      <path d="M5 4h3.5L19 20h-3.5ZM19 4l-6 6.8M5 20l6-6.8" />
    </svg>
  ),
  YouTube: (
    <svg {...svgProps} aria-hidden="true">
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10.25 9.25 4.5 2.75-4.5 2.75Z" />
    </svg>
  ),
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
