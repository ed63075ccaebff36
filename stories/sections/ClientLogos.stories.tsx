import type { Story, StoryDefault } from '@ladle/react';
import { clients } from '../../src/content/home';
import { ClientLogos } from '../../src/sections/ClientLogos/ClientLogos';

export default { title: 'Sections / ClientLogos' } satisfies StoryDefault;

export const Default: Story = () => (
  <ClientLogos heading={clients.heading} intro={clients.intro} marks={clients.marks} />
);

export const FourMarks: Story = () => (
  <ClientLogos heading={clients.heading} marks={clients.marks.slice(0, 4)} tone="body" />
);
