import { Badge } from '../../components/Badge/Badge';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import type { ProductCategory, ProductStatus } from '../../content/growth-os/products';
import * as styles from './ProductCard.css';

/** What each release status stands for; read out in place of the visible abbreviation. */
export const productStatusLabels: Record<ProductStatus, string> = {
  GA: 'Generally available',
};

export interface ProductBadgesProps {
  category: ProductCategory;
  status: ProductStatus;
  className?: string;
}

/**
 * A product's category and release status as two badges. Screen readers hear
 * "Category: Audiences" and "Status: Generally available"; the status shows as 'GA'.
 */
export function ProductBadges({ category, status, className }: ProductBadgesProps) {
  return (
    <div className={className ? `${styles.badges} ${className}` : styles.badges}>
      <Badge tone="accent">
        <VisuallyHidden>Category: </VisuallyHidden>
        {category}
      </Badge>
      <Badge tone="positive" title={productStatusLabels[status]}>
        <span className={styles.statusDot} aria-hidden="true" />
        <VisuallyHidden>Status: {productStatusLabels[status]}</VisuallyHidden>
        <span aria-hidden="true">{status}</span>
      </Badge>
    </div>
  );
}
