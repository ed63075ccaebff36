import type { Story, StoryDefault } from '@ladle/react';
import { type DigitalProduct, products } from '../../src/content/products';
import { ProductCard } from '../../src/sections/ProductCard/ProductCard';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';

export default { title: 'Sections / ProductCard' } satisfies StoryDefault;

const [signalOs] = products as [DigitalProduct, ...DigitalProduct[]];

/** One product card (SignalOS), as a standalone article. */
export const Single: Story = () => (
  <div style={{ maxWidth: '24rem' }}>
    <ProductCard product={signalOs} headingLevel={2} />
  </div>
);

/** The catalogue grid: all eight products as items of one list, raised on a surface band. */
export const CatalogueGrid: Story = () => (
  <div
    style={{
      padding: scale.space.lg,
      borderRadius: scale.radius.lg,
      backgroundColor: vars.color.background.surface,
    }}
  >
    <h2 style={{ marginBlockEnd: scale.space.lg, fontSize: scale.fontSize['2xl'] }}>
      Digital Products
    </h2>
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
        gap: scale.space.lg,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {products.map((product) => (
        <ProductCard key={product.slug} product={product} as="li" variant="raised" />
      ))}
    </ul>
  </div>
);

/** Edge case: a long name and summary in a phone-width column wrap without overflow. */
export const LongName: Story = () => (
  <div style={{ maxWidth: '20rem' }}>
    <ProductCard
      headingLevel={2}
      product={{
        name: 'BrandPulse 360 Cross-Market Brand-Lift Measurement Programme',
        slug: 'brandpulse-360',
        category: 'Measurement',
        status: 'GA',
        summary:
          'A multi-market brand-lift programme that runs matched exposed and control surveys in every launch country at once and reads awareness, consideration and ad recall side by side after five days.',
      }}
    />
  </div>
);
