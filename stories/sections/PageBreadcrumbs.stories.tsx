import type { Story, StoryDefault } from '@ladle/react';
import { insideTrail } from '../../src/content/growthOs';
import { servicesTrail } from '../../src/content/services';
import { PageBreadcrumbs } from '../../src/sections/PageBreadcrumbs/PageBreadcrumbs';

export default { title: 'Sections / PageBreadcrumbs' } satisfies StoryDefault;

/** Two levels, as on /services: Home > Services. */
export const TwoLevels: Story = () => <PageBreadcrumbs trail={servicesTrail} />;

/** Three levels, as on /services/growth-os: the current page last, not a link. */
export const ThreeLevels: Story = () => <PageBreadcrumbs trail={insideTrail} />;

/** Four levels with a long product name, as on a product page: the trail wraps on a phone. */
export const ProductPage: Story = () => (
  <div style={{ maxWidth: '22rem' }}>
    <PageBreadcrumbs
      trail={[
        { name: 'Home', path: '/' },
        { name: 'Growth OS', path: '/growth-os' },
        { name: 'Digital Products', path: '/growth-os/digital-products' },
        { name: 'BrandPulse 360', path: '/growth-os/digital-products/brandpulse-360' },
      ]}
    />
  </div>
);
