import { Breadcrumb, Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import type { Crumb } from '../../site/structuredData';
import * as styles from './PageBreadcrumbs.css';

export interface PageBreadcrumbsProps {
  /** Home first, the current page last (see `breadcrumbList` for the JSON-LD of the same trail). */
  trail: ReadonlyArray<Crumb>;
}

/** The breadcrumb navigation of a page, drawn above its hero title. */
export function PageBreadcrumbs({ trail }: PageBreadcrumbsProps) {
  return (
    <Breadcrumbs className={styles.breadcrumbs}>
      {trail.map((crumb) => (
        <Breadcrumb key={crumb.path} href={crumb.path}>
          {crumb.name}
        </Breadcrumb>
      ))}
    </Breadcrumbs>
  );
}
