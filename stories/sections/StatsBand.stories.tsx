import type { Story, StoryDefault } from '@ladle/react';
import { stats } from '../../src/content/home';
import { StatsBand } from '../../src/sections/StatsBand/StatsBand';

export default { title: 'Sections / StatsBand' } satisfies StoryDefault;

/** The home page's six figures with their footnote. */
export const Home: Story = () => (
  <StatsBand heading={stats.heading} items={stats.items} footnote={stats.footnote} />
);

/** The heading only for screen readers. */
export const HiddenHeading: Story = () => (
  <StatsBand heading={stats.heading} hideHeading items={stats.items} footnote={stats.footnote} />
);

export const FourFigures: Story = () => (
  <StatsBand
    heading="Growth at scale"
    eyebrow="Results"
    items={stats.items.slice(0, 4)}
    columns={4}
  />
);
