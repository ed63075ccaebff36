import type { Story, StoryDefault } from '@ladle/react';
import { type ProductEntry, products } from '../../src/content/growth-os/products';
import { ProductCard } from '../../src/sections/ProductCard/ProductCard';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Product Card' } satisfies StoryDefault;

const [signalOs] = products as [ProductEntry, ...ProductEntry[]];

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

export const Documentation = docsStory({
  name: 'Product Card',
  source: ['src/sections/ProductCard'],
  purpose: (
    <p>
      One Growth OS digital product in the catalogue: its name, a category badge and a release
      status badge, the one-sentence summary and a “Learn more” link to its page. The badges are
      also used on their own in the product page’s hero.
    </p>
  ),
  whenToUse: [
    'In the product catalogue’s grid, one card per product, as items of one list.',
    'Anywhere a product is recommended by name (“Works well with Attribution Core”): on its own it is an article with an h2 or h3.',
  ],
  whenNotToUse: [
    'For a service or a Studio offer: use Service Card or Link Card Grid, which carry their own content.',
    'For a Growth OS module on /modules (outcome figures, no product page): use Module Grid.',
    'To show more than the summary: the detail belongs on the product page (Product Detail).',
  ],
  states: [
    {
      name: 'Single',
      story: Single,
      description:
        'On its own as an article, with the name as h2. The whole card is not a link: only “Learn more” is.',
    },
    {
      name: 'Catalogue grid',
      story: CatalogueGrid,
      description:
        'All eight products as list items, raised on a surface band. The catalogue itself shows them in the surface variant on the body band.',
    },
    {
      name: 'Long name',
      story: LongName,
      description:
        'A long name and summary in a 320 px column: words wrap, long ones break anywhere, nothing overflows the card.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves to the card’s “Learn more” link: one stop per card. The badges and text are not focusable.',
    },
    { keys: 'Enter', does: 'Opens the product page.' },
  ],
  screenReader: [
    'The product name is a heading (h3 in the catalogue), so a list of cards can be skimmed by heading.',
    'The badges are read as “Category: Measurement” and “Status: Generally available”; the visible “GA” and its dot are hidden, and the badge’s tooltip spells the status out for sighted visitors.',
    'The link is “Learn more about SignalOS”: the product name is added for screen readers, so a list of links still says where each goes. The arrow is decorative.',
  ],
  withoutJavaScript: (
    <p>
      Works fully: “Learn more” is a plain link to the product page. With JavaScript it goes through
      the client-side router, and in the catalogue the click is also reported to analytics
      (select_item) before the page changes.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Keep the summary to one sentence that says what the product does for the client.',
      dont: 'Repeat the category or status in the summary: the badges already say them.',
    },
    {
      do: 'Keep “Learn more” as the only link, so each card is one Tab stop.',
      dont: 'Wrap the whole card in a link: everything in it would be read as one long link name.',
    },
  ],
});
