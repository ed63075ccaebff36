import type { Story, StoryDefault } from '@ladle/react';
import { PageSection } from '../../src/sections/PageSection/PageSection';
import { SectionHeader } from '../../src/sections/SectionHeader/SectionHeader';

export default { title: 'Sections / PageSection' } satisfies StoryDefault;

/** The three band tones, as they alternate down a page. */
export const Tones: Story = () => (
  <>
    <PageSection tone="body" labelledBy="tone-body">
      <SectionHeader id="tone-body" heading="Body band" intro="The page background." />
    </PageSection>
    <PageSection tone="surface" labelledBy="tone-surface">
      <SectionHeader id="tone-surface" heading="Surface band" intro="Every other section." />
    </PageSection>
    <PageSection tone="emphasis" labelledBy="tone-emphasis">
      <SectionHeader
        id="tone-emphasis"
        heading="Emphasis band"
        intro="Figures and calls to action."
        tone="onEmphasis"
      />
    </PageSection>
  </>
);

export const Compact: Story = () => (
  <PageSection tone="surface" spacing="compact" labelledBy="compact">
    <SectionHeader id="compact" heading="Compact band" size="small" />
  </PageSection>
);
