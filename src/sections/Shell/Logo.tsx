import { Anchor } from '../../components/Link/Anchor';
import * as styles from './Logo.css';

/** The brand mark: an "R" in a rounded square of the accent colour. Decorative. */
export function LogoMark({ className = styles.mark }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className={styles.markTile} width="32" height="32" rx="8" />
      <path
        className={styles.markLetter}
        d="M11.5 23.5v-15h5.75a4.25 4.25 0 0 1 0 8.5H11.5M16.75 17l5.25 6.5"
        fill="none"
        strokeWidth="2.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The mark and the wordmark, not a link (for the footer's brand block). */
export function Brand({ className }: { className?: string }) {
  return (
    <span className={className ? `${styles.logo} ${className}` : styles.logo}>
      <LogoMark />
      <span className={styles.wordmark}>Response</span>
    </span>
  );
}

export interface LogoProps {
  /** Where the logo leads; the home page unless told otherwise. */
  href?: string;
  /** Called when the link is pressed, e.g. to close the mobile menu. */
  onPress?: () => void;
  /** `page` when the current page is the home page. */
  'aria-current'?: 'page';
  className?: string;
}

/** The home link of the header: the mark plus the visible wordmark, named 'Response home'. */
export function Logo({ href = '/', onPress, className, ...props }: LogoProps) {
  return (
    <Anchor
      href={href}
      aria-label="Response home"
      aria-current={props['aria-current']}
      onClick={onPress}
      className={className ? `${styles.logo} ${className}` : styles.logo}
    >
      <LogoMark />
      <span className={styles.wordmark}>Response</span>
    </Anchor>
  );
}
