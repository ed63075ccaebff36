import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the element to jump to, with its `#`. */
  href?: string;
  children?: string;
}

/**
 * The first focusable element of every page. A plain anchor on purpose: an in-page jump must
 * move focus to `<main id="main" tabIndex={-1}>`, not go through the client-side router.
 */
export function SkipLink({ href = '#main', children = 'Skip to main content' }: SkipLinkProps) {
  return (
    <a className={styles.skipLink} href={href}>
      {children}
    </a>
  );
}
