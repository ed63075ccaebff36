import type { Story, StoryDefault } from '@ladle/react';
import { response } from '../../src/content/home';
import { PageSection } from '../../src/sections/PageSection/PageSection';
import { SectionHeader } from '../../src/sections/SectionHeader/SectionHeader';

export default { title: 'Sections / SectionHeader' } satisfies StoryDefault;

export const Default: Story = () => (
  <SectionHeader heading={response.heading} intro={response.intro} />
);

export const WithEyebrowCentred: Story = () => (
  <SectionHeader
    eyebrow="Principles"
    heading={response.heading}
    intro={response.intro}
    align="center"
  />
);

export const OnEmphasis: Story = () => (
  <PageSection tone="emphasis">
    <SectionHeader
      eyebrow="Results"
      heading="Response in numbers"
      intro="Cumulative figures across client engagements."
      tone="onEmphasis"
    />
  </PageSection>
);
