import type { Story, StoryDefault } from '@ladle/react';
import { type DigitalProduct, findProduct } from '../../src/content/products';
import { ProductDetail } from '../../src/sections/ProductDetail/ProductDetail';
import { ProductHero } from '../../src/sections/ProductPage/ProductPage';

export default { title: 'Sections / ProductDetail' } satisfies StoryDefault;

const performancePulse = findProduct('performance-pulse') as DigitalProduct;
const insightLayer = findProduct('insight-layer') as DigitalProduct;

/** The body of the Performance Pulse page: every block from overview to the closing call. */
export const PerformancePulse: Story = () => <ProductDetail product={performancePulse} />;

/** Insight Layer: data-residency governance and an accuracy KPI without a sign. */
export const InsightLayer: Story = () => <ProductDetail product={insightLayer} />;

/** The product hero on its own: breadcrumbs, name, summary, category and status badges. */
export const Hero: Story = () => <ProductHero product={insightLayer} />;
