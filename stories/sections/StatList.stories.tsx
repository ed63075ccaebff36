import type { Story, StoryDefault } from '@ladle/react';
import { globalScale } from '../../src/content/about';
import { stats } from '../../src/content/home';
import { PageSection } from '../../src/sections/PageSection/PageSection';
import { StatList } from '../../src/sections/StatList/StatList';

export default { title: 'Sections / StatList' } satisfies StoryDefault;

export const FourColumns: Story = () => (
  <StatList items={globalScale.figures} columns={4} aria-label="Key figures" />
);

export const OnEmphasis: Story = () => (
  <PageSection tone="emphasis">
    <StatList items={stats.items} columns={3} tone="onEmphasis" aria-label={stats.heading} />
  </PageSection>
);
