import type { Story, StoryDefault } from '@ladle/react';
import { insideTrail } from '../../src/content/growth-os/growthOs';
import { servicesTrail } from '../../src/content/services/services';
import { PageBreadcrumbs } from '../../src/sections/PageBreadcrumbs/PageBreadcrumbs';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Page Breadcrumbs' } satisfies StoryDefault;

/** Two levels, as on /services: Home > Services. */
export const TwoLevels: Story = () => <PageBreadcrumbs trail={servicesTrail} />;

/** Three levels, as on /services/growth-os: the current page last, not a link. */
export const ThreeLevels: Story = () => <PageBreadcrumbs trail={insideTrail} />;

/** Four levels with a long product name, as on a product page: the trail wraps on a phone. */
export const FourLevelsWrapping: Story = () => (
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
FourLevelsWrapping.storyName = 'Four levels, wrapping';

export const Documentation = docsStory({
  name: 'Page Breadcrumbs',
  source: ['src/sections/PageBreadcrumbs'],
  purpose: (
    <p>
      The trail from Home to the current page, drawn above a hero’s eyebrow and title. It tells a
      visitor who arrived from search where the page sits, and gives one click back to each level
      above it. The same trail feeds the page’s BreadcrumbList structured data, so what people see
      and what search engines read agree.
    </p>
  ),
  whenToUse: [
    'Where a page sits inside a section a visitor may have skipped (arriving from search or an advert): /services and its Growth OS and Product Modules pages, the Studio sub-pages, the product catalogue and each product page.',
    'Passed to Hero through its breadcrumbs slot, so it sits in the same place on every template.',
  ],
  whenNotToUse: [
    'On the home page or a section’s own landing page such as /growth-os or /proof: the header’s current item already says where the visitor is, and “Home > Proof” only repeats the title.',
    'To show steps of a process (a form in stages): use Step Flow or a progress indicator.',
    'As the only way to move between sibling pages: the main navigation and in-page links do that.',
  ],
  states: [
    {
      name: 'Two levels',
      story: TwoLevels,
      description: 'Home > Services. The shortest useful trail.',
    },
    {
      name: 'Three levels',
      story: ThreeLevels,
      description:
        'Home > Services > Growth OS. Each level above is a link; the current page is last, in semibold body colour, and is not a link.',
    },
    {
      name: 'Four levels, wrapping',
      story: FourLevelsWrapping,
      description:
        'A product page in a phone-width column: the trail wraps between items, never inside one, and the chevrons stay with the item before them.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves through the links of the trail, Home first. The current page is not a stop.',
    },
    { keys: 'Enter', does: 'Follows the focused link.' },
  ],
  screenReader: [
    'A navigation landmark, “Breadcrumb”, holding the list “Breadcrumbs” with one item per level.',
    'The last item is announced as the current page (aria-current="page") and as unavailable, because it is not a link to follow.',
    'The chevrons between items are decorative and not read.',
  ],
  withoutJavaScript: (
    <p>
      Works fully: the levels are plain links in the prerendered HTML, and the current page is plain
      text. With JavaScript a click goes through the client-side router instead of loading the whole
      page.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Use the names the visitor saw in the menu and on the page title (“Digital Products”, “BrandPulse 360”).',
      dont: 'Use internal or shortened names (“Prod. catalogue”), or the URL slugs.',
    },
    {
      do: 'Start at Home and end at the current page, one item per real level of the site.',
      dont: 'Build the trail from the visitor’s history (“Back to results”): it changes per visit and search engines cannot read it.',
    },
  ],
});
