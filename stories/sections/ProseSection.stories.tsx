import type { Story, StoryDefault } from '@ladle/react';
import { philosophy, whoWeAre } from '../../src/content/about';
import { ProseSection } from '../../src/sections/ProseSection/ProseSection';

export default { title: 'Sections / ProseSection' } satisfies StoryDefault;

/** "Who We Are" on the About page. */
export const WhoWeAre: Story = () => (
  <ProseSection heading={whoWeAre.heading} paragraphs={whoWeAre.paragraphs} tone="surface" />
);

/** "Our Philosophy", with the pull statement. */
export const Philosophy: Story = () => (
  <ProseSection
    heading={philosophy.heading}
    statement={philosophy.quote}
    paragraphs={philosophy.paragraphs}
  />
);
