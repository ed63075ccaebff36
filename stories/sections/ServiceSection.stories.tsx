import type { Story, StoryDefault } from '@ladle/react';
import { serviceSections } from '../../src/content/services';
import { ServiceSection } from '../../src/sections/ServiceSection/ServiceSection';

export default { title: 'Sections / ServiceSection' } satisfies StoryDefault;

const [acquire, optimise] = serviceSections;

/** Acquire: three cards (three columns on wide screens), on the surface band. */
export const Acquire: Story = () =>
  acquire ? (
    <ServiceSection
      id={acquire.id}
      eyebrow={acquire.navLabel}
      heading={acquire.heading}
      intro={acquire.intro}
      cards={acquire.cards}
      tone="surface"
    />
  ) : null;

/** Optimise: two cards, two columns, on the body band. */
export const Optimise: Story = () =>
  optimise ? (
    <ServiceSection
      id={optimise.id}
      eyebrow={optimise.navLabel}
      heading={optimise.heading}
      intro={optimise.intro}
      cards={optimise.cards}
      tone="body"
    />
  ) : null;
