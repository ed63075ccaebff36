import type { Story, StoryDefault } from '@ladle/react';
import { hero as aboutHero } from '../../src/content/about';
import { hero } from '../../src/content/home';
import { Hero } from '../../src/sections/Hero/Hero';

export default { title: 'Sections / Hero' } satisfies StoryDefault;

/** The home hero: largest title, highlighted second sentence, two actions and the diagram. */
export const Feature: Story = () => (
  <Hero
    variant="feature"
    eyebrow={hero.eyebrow}
    title={hero.title}
    highlight="Growth needs architecture."
    lead={hero.lead}
    actions={[hero.primaryCta, ...(hero.secondaryLink ? [hero.secondaryLink] : [])]}
  />
);

/** An inner page's hero without actions (the About page). */
export const Page: Story = () => (
  <Hero variant="page" eyebrow="Company" title={aboutHero.title} lead={aboutHero.lead} />
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
