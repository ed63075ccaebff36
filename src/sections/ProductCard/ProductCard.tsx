import { Card } from '../../components/Card/Card';
import { ArrowIcon } from '../../components/Icon/ArrowIcon';
import { Link } from '../../components/Link/Link';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { type ProductEntry, productPath } from '../../content/growth-os/products';
import { ProductBadges } from './ProductBadges';
import * as styles from './ProductCard.css';

export interface ProductCardProps {
  product: Pick<ProductEntry, 'name' | 'slug' | 'category' | 'status' | 'summary'>;
  /** Level of the product name in the page outline; default 3 (cards sit under a section h2). */
  headingLevel?: 2 | 3 | 4;
  /** `li` when the card is an item of a `ul` grid; `article` otherwise. */
  as?: 'article' | 'li' | 'div';
  /** `raised` on surface bands, `surface` (default) on body bands. */
  variant?: 'surface' | 'raised';
  className?: string;
  /**
   * Called when the visitor follows the card's link, before the navigation (the catalogue
   * reports `select_item`).
   */
  onSelect?: () => void;
}

/**
 * A digital product in the catalogue: name, category and status badges, the
 * one-sentence summary and a 'Learn more' link to /growth-os/digital-products/{slug}.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  as = 'article',
  variant = 'surface',
  className,
  onSelect,
}: ProductCardProps) {
  return (
    <Card
      as={as}
      variant={variant}
      heading={product.name}
      headingLevel={headingLevel}
      className={className ? `${styles.card} ${className}` : styles.card}
      footer={
        <Link
          href={productPath(product.slug)}
          className={styles.more}
          // The DOM click (mouse, Enter, assistive technology), before the router navigates.
          onClickCapture={onSelect}
        >
          Learn more <VisuallyHidden>about {product.name}</VisuallyHidden>
          <ArrowIcon className={styles.arrow} />
        </Link>
      }
    >
      <ProductBadges category={product.category} status={product.status} />
      <p className={styles.summary}>{product.summary}</p>
    </Card>
  );
}
