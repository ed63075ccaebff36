import type { Story, StoryDefault } from '@ladle/react';
import { cta, hero } from '../../src/content/home';
import { Actions } from '../../src/sections/Actions/Actions';
import { PageSection } from '../../src/sections/PageSection/PageSection';

export default { title: 'Sections / Actions' } satisfies StoryDefault;

export const Default: Story = () => (
  <Actions actions={[hero.primaryCta, ...(hero.secondaryLink ? [hero.secondaryLink] : [])]} />
);

export const OnEmphasis: Story = () => (
  <PageSection tone="emphasis">
    <Actions actions={[cta.primary, cta.secondary]} tone="onEmphasis" />
  </PageSection>
);

export const Centred: Story = () => (
  <Actions actions={[cta.primary, cta.secondary]} align="center" size="md" />
);
