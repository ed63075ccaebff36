import type { Story, StoryDefault } from '@ladle/react';
import { hero as aboutHero } from '../../src/content/company/about';
import { servicesHero, servicesTrail } from '../../src/content/services/services';
import { hero } from '../../src/content/site/home';
import { Hero } from '../../src/sections/Hero/Hero';
import { PageBreadcrumbs } from '../../src/sections/PageBreadcrumbs/PageBreadcrumbs';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Hero' } satisfies StoryDefault;

/** The home hero: largest title, highlighted second sentence, two actions and the diagram. */
export const Feature: Story = () => (
  <Hero
    variant="feature"
    eyebrow={hero.eyebrow}
    title={hero.title}
    highlight={hero.highlight}
    lead={hero.lead}
    actions={[hero.primaryCta, ...(hero.secondaryLink ? [hero.secondaryLink] : [])]}
  />
);

/** An inner page's hero without actions (the About page). */
export const PageWithoutActions: Story = () => (
  <Hero variant="page" eyebrow={aboutHero.eyebrow} title={aboutHero.title} lead={aboutHero.lead} />
);

/** An inner page's hero with one call to action. */
export const PageWithAction: Story = () => (
  <Hero
    variant="page"
    title="Growth OS"
    lead="Nine modules in four layers that plug into the stack you already have."
    actions={[{ label: 'Contact us', href: '/contact' }]}
  />
);

/** The services hero's top: the breadcrumb trail above the eyebrow, and a highlighted sentence. */
export const PageWithBreadcrumbs: Story = () => (
  <Hero
    variant="page"
    breadcrumbs={<PageBreadcrumbs trail={servicesTrail} />}
    eyebrow={servicesHero.eyebrow}
    title={servicesHero.title}
    highlight={servicesHero.highlight}
  />
);

export const Documentation = docsStory({
  name: 'Hero',
  source: ['src/sections/Hero'],
  purpose: (
    <p>
      The opening band of every page: an eyebrow, the page’s one h1, a lead paragraph and the page’s
      calls to action. It says what the page is about before anything else, and is padded at the top
      to clear the fixed site header.
    </p>
  ),
  whenToUse: [
    'Once per page, first in the main content. The home page uses the feature variant; every other page uses the page variant.',
    'With breadcrumbs above the eyebrow on pages below the top level (services, studios, products, product modules).',
    'Part of the title can be drawn in the accent colour with highlight, usually its second sentence (“Growth needs architecture.”).',
  ],
  whenNotToUse: [
    'Further down a page: a section opens with its own heading (Section Header) and the page keeps one h1.',
    'For the not-found page: use Not Found, which brings its own h1 and ways out.',
    'To close a page with a call to action: use CTA Band.',
  ],
  states: [
    {
      name: 'Feature',
      story: Feature,
      description:
        'The home page: the largest title with its second sentence highlighted, two actions and the decorative Growth OS diagram beside them on desktops.',
      linkOnly: true,
    },
    {
      name: 'Page without actions',
      story: PageWithoutActions,
      description: 'An inner page that informs rather than sells (About): eyebrow, title and lead.',
      linkOnly: true,
    },
    {
      name: 'Page with action',
      story: PageWithAction,
      description: 'An inner page with one primary call to action under the lead.',
      linkOnly: true,
    },
    {
      name: 'Page with breadcrumbs',
      story: PageWithBreadcrumbs,
      description:
        'The breadcrumbs slot takes Page Breadcrumbs, above the eyebrow, as on /services. The highlight works on inner pages too.',
      linkOnly: true,
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'The breadcrumb links first, when there are any (the current page is not a stop), then the actions in order, primary first. The title and the lead are not focusable.',
    },
    { keys: 'Enter', does: 'Follows the focused link.' },
  ],
  screenReader: [
    'A region named by its title; the title is the page’s only level 1 heading, so “jump to heading 1” lands on it.',
    'The eyebrow is read just before the title. The highlighted words are part of the heading and read with it: colour alone carries no meaning.',
    'Breadcrumbs are a navigation landmark, “Breadcrumb”, read before the eyebrow; the current page comes last.',
    'The feature variant’s diagram is decorative (aria-hidden) and not read.',
  ],
  withoutJavaScript: (
    <p>
      Everything works: the hero is in the prerendered page and its actions and breadcrumbs are real
      links. Buttons a page puts in the hero instead (the contact page’s Contact Us and Schedule a
      Call) need JavaScript, so that page hides them without it.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Exactly one hero per page, first, with the page’s title as its h1.',
      dont: 'A page without a hero (and so without an h1), or a second hero further down.',
    },
    {
      do: 'A title that says what the page offers, and at most two actions.',
      dont: 'Put the page’s message in the eyebrow or the diagram: the title is what search engines and screen readers take as the page’s subject.',
    },
  ],
});
