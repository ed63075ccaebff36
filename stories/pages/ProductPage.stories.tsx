import type { Story, StoryDefault } from '@ladle/react';
import { findProduct } from '../../src/content/growth-os/productDetails';
import type { DigitalProduct } from '../../src/content/growth-os/products';
import { ProductPage } from '../../src/pages/ProductPage/ProductPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Product' } satisfies StoryDefault;

function Product({ slug }: { slug: string }) {
  return (
    <SiteLayout pathname={`/growth-os/digital-products/${slug}`}>
      <ProductPage product={findProduct(slug) as DigitalProduct} />
    </SiteLayout>
  );
}

/** /growth-os/digital-products/signalos: a live product. */
export const SignalOS: Story = () => <Product slug="signalos" />;

/** /growth-os/digital-products/brandpulse-360: the 5-day brand-lift test. */
export const BrandPulse360: Story = () => <Product slug="brandpulse-360" />;
