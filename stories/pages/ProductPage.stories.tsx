import type { Story, StoryDefault } from '@ladle/react';
import { type DigitalProduct, findProduct } from '../../src/content/products';
import { ProductPage } from '../../src/sections/ProductPage/ProductPage';

export default { title: 'Pages / Product' } satisfies StoryDefault;

/** /growth-os/digital-products/signalos, without the site shell. */
export const SignalOS: Story = () => (
  <ProductPage product={findProduct('signalos') as DigitalProduct} />
);

/** /growth-os/digital-products/brandpulse-360: the 5-day brand-lift test. */
export const BrandPulse360: Story = () => (
  <ProductPage product={findProduct('brandpulse-360') as DigitalProduct} />
);
