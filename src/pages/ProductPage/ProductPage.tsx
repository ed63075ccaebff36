import {
  type DigitalProduct,
  productDetailCopy,
  productTrail,
} from '../../content/growth-os/products';
import { Hero } from '../../sections/Hero/Hero';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { ProductBadges } from '../../sections/ProductCard/ProductBadges';
import { useViewItem } from '../../sections/ProductCatalogue/catalogueAnalytics';
import { ProductDetail } from '../../sections/ProductDetail/ProductDetail';
import type { Crumb } from '../../site/structuredData';

export interface ProductHeroProps {
  product: DigitalProduct;
  /** Defaults to `productTrail(product)`. */
  trail?: ReadonlyArray<Crumb>;
}

/** The hero of a product page: breadcrumbs, the name as h1, the summary and both badges. */
export function ProductHero({ product, trail = productTrail(product) }: ProductHeroProps) {
  return (
    <Hero
      variant="page"
      breadcrumbs={<PageBreadcrumbs trail={trail} />}
      eyebrow={productDetailCopy.heroEyebrow}
      title={product.name}
      lead={product.summary}
    >
      <ProductBadges category={product.category} status={product.status} />
    </Hero>
  );
}

export interface ProductPageProps {
  product: DigitalProduct;
}

/**
 * A product detail page body at /growth-os/digital-products/{slug}; reports
 * `view_item` once per product shown.
 */
export function ProductPage({ product }: ProductPageProps) {
  useViewItem(product);
  return (
    <>
      <ProductHero product={product} />
      <ProductDetail product={product} />
    </>
  );
}
