import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { ChevronRightIcon } from '../Icon/ChevronRightIcon';
import { Anchor } from '../Link/Anchor';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbsProps {
  /** Name of the navigation landmark. */
  label?: string;
  /** `Breadcrumb`s, Home first and the current page last. */
  children: ReactNode;
  className?: string;
}

/**
 * A `nav` landmark ("Breadcrumb") around an ordered list of links, Home first; the last item is
 * the link to the current page, marked `aria-current="page"` and drawn as text (the WAI-ARIA
 * breadcrumb pattern). Plain links and a list need no script: no page loads React Aria for its
 * breadcrumbs.
 */
export function Breadcrumbs({ label = 'Breadcrumb', children, className }: BreadcrumbsProps) {
  const items = Children.toArray(children).filter(
    isValidElement,
  ) as ReactElement<BreadcrumbProps>[];
  return (
    <nav aria-label={label} className={className}>
      <ol aria-label="Breadcrumbs" className={styles.list}>
        {items.map((item, index) => cloneElement(item, { isCurrent: index === items.length - 1 }))}
      </ol>
    </nav>
  );
}

export interface BreadcrumbProps {
  /** Where this level lives; the current page's own item may leave it out. */
  href?: string;
  /** Set by `Breadcrumbs` on the last item. */
  isCurrent?: boolean;
  children: ReactNode;
}

export function Breadcrumb({ href, isCurrent = false, children }: BreadcrumbProps) {
  if (!href) {
    return (
      <li className={styles.item}>
        <span aria-current={isCurrent ? 'page' : undefined} className={styles.link}>
          {children}
        </span>
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <Anchor href={href} aria-current={isCurrent ? 'page' : undefined} className={styles.link}>
        {children}
      </Anchor>
      {isCurrent ? null : <ChevronRightIcon className={styles.separator} />}
    </li>
  );
}
