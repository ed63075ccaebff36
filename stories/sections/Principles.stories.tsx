import type { Story, StoryDefault } from '@ladle/react';
import { response } from '../../src/content/home';
import { Principles } from '../../src/sections/Principles/Principles';

export default { title: 'Sections / Principles' } satisfies StoryDefault;

/** "Our Response" on the home page: four numbered principles. */
export const OurResponse: Story = () => (
  <Principles heading={response.heading} intro={response.intro} principles={response.principles} />
);

export const OnSurface: Story = () => (
  <Principles heading={response.heading} principles={response.principles} tone="surface" />
);
