import type { Story, StoryDefault } from '@ladle/react';
import { globalScale } from '../../src/content/about';
import { GlobalPresence } from '../../src/sections/GlobalPresence/GlobalPresence';

export default { title: 'Sections / GlobalPresence' } satisfies StoryDefault;

/** "Global Scale. Local Impact" on the About page: figures and the four cities. */
export const GlobalScale: Story = () => (
  <GlobalPresence
    heading={globalScale.heading}
    intro={globalScale.body}
    figures={globalScale.figures}
    cities={globalScale.cities}
    tone="surface"
  />
);
