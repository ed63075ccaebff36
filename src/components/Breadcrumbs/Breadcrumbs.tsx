import type { ReactNode } from 'react';
import {
  Breadcrumb as RACBreadcrumb,
  type BreadcrumbProps as RACBreadcrumbProps,
  Breadcrumbs as RACBreadcrumbs,
  type BreadcrumbsProps as RACBreadcrumbsProps,
  Link as RACLink,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { ChevronRightIcon } from '../Icon/ChevronRightIcon';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbsProps
  extends Omit<RACBreadcrumbsProps<object>, 'className' | 'children' | 'items'> {
  /** Name of the navigation landmark. */
  label?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A `nav` landmark ("Breadcrumb") around React Aria `Breadcrumbs`; the last item is the current
 * page (`aria-current="page"`).
 */
export function Breadcrumbs({
  label = 'Breadcrumb',
  children,
  className,
  ...props
}: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <RACBreadcrumbs {...props} className={styles.list}>
        {children}
      </RACBreadcrumbs>
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<RACBreadcrumbProps, 'className' | 'children'> {
  /** Where this level lives; the current page's own item may leave it out. */
  href?: string;
  children: ReactNode;
}

export function Breadcrumb({ href, children, ...props }: BreadcrumbProps) {
  return (
    <RACBreadcrumb {...props} className={styles.item}>
      {({ isCurrent }) => (
        <>
          <RACLink href={href as RACLinkProps['href']} className={styles.link}>
            {children}
          </RACLink>
          {isCurrent ? null : <ChevronRightIcon className={styles.separator} />}
        </>
      )}
    </RACBreadcrumb>
  );
}
