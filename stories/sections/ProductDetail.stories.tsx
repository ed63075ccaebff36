import type { Story, StoryDefault } from '@ladle/react';
import { findProduct } from '../../src/content/growth-os/productDetails';
import type { DigitalProduct } from '../../src/content/growth-os/products';
import { ProductHero } from '../../src/pages/ProductPage/ProductPage';
import { ProductDetail } from '../../src/sections/ProductDetail/ProductDetail';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Product Detail' } satisfies StoryDefault;

const performancePulse = findProduct('performance-pulse') as DigitalProduct;
const insightLayer = findProduct('insight-layer') as DigitalProduct;

/** The body of the Performance Pulse page: every block from overview to the closing call. */
export const EveryBlock: Story = () => <ProductDetail product={performancePulse} />;

/** Insight Layer: data-residency governance and an accuracy KPI without a sign. */
export const KpiWithoutASign: Story = () => <ProductDetail product={insightLayer} />;
KpiWithoutASign.storyName = 'KPI without a sign';

/** The product hero on its own: breadcrumbs, name, summary, category and status badges. */
export const Hero: Story = () => <ProductHero product={insightLayer} />;

export const Documentation = docsStory({
  name: 'Product Detail',
  source: ['src/sections/ProductDetail'],
  purpose: (
    <p>
      The body of a product page under its hero, at /growth-os/digital-products/{'{slug}'}: what the
      product does, its use cases and integrations, how setup works and who controls the data, the
      KPIs it moves, the services it is used in, and a closing call to talk to a specialist. Every
      product page is the same template filled from src/content/growth-os/products.ts.
    </p>
  ),
  whenToUse: [
    'On a product page, after the product hero (breadcrumbs, name, summary and badges), for every product in the catalogue.',
    'To add a product: write its content entry; the page, its blocks and its links follow.',
  ],
  whenNotToUse: [
    'For a service page or a Studio page: their templates tell a different story (outcomes, process, deliverables).',
    'For a short overview of a product elsewhere: use Product Card, which links here.',
  ],
  states: [
    {
      name: 'Every block',
      story: EveryBlock,
      description:
        'Performance Pulse: the surface band with Overview, Use cases, Integrations and Setup and governance; the body band with Impacted KPIs and Used in; the CTA Band last.',
    },
    {
      name: 'KPI without a sign',
      story: KpiWithoutASign,
      linkOnly: true,
      description:
        'Insight Layer: the same blocks, with data-residency points under Governance and a KPI that is a level (85% prediction accuracy) rather than a change (-45%). The value is shown exactly as written, so write the sign when it is a change.',
    },
    {
      name: 'Hero',
      story: Hero,
      description:
        'The product hero that opens the page (from the Product Page template): breadcrumbs, an eyebrow, the name as h1, the summary and both badges.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves through the “Used in” links (each a service or Growth OS page), then the call to action, “Talk to a Growth OS specialist”. Nothing else in the body is focusable.',
    },
    { keys: 'Enter', does: 'Follows the focused link.' },
  ],
  screenReader: [
    'Each block is a region named by its h2: Overview, Use cases, Integrations, Setup and governance, Impacted KPIs, Used in; the closing band is a region named by its own heading (“See Performance Pulse working on your own data”).',
    'Under Setup and governance, “How setup works” and “Governance” are h3s; the setup steps are an ordered list (the 01, 02 numbers are hidden), the rest are plain lists.',
    'Each KPI is one list item read as one phrase: “-50% Manual optimisation time”. The note above the KPIs says they are expected, not guaranteed.',
    'Icons (ticks, shields, the clock, arrows) are decorative and not read.',
  ],
  withoutJavaScript: (
    <p>
      Works fully: the page is prerendered, every block is static HTML and the links are plain
      links. With JavaScript the links go through the client-side router, and the page reports
      view_item to analytics once per product.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Write KPIs as the expected movement, with the sign when it is a change (“-30% Spend lost to pacing errors”), and keep the note that results are not guaranteed.',
      dont: 'Present a KPI as a promise (“Guaranteed 3x ROAS”) or without the note.',
    },
    {
      do: 'Name “Used in” entries exactly as the service appears in the main menu, so they link to it.',
      dont: 'Invent a name the menu does not have: the entry then shows as plain text with no link.',
    },
  ],
});
