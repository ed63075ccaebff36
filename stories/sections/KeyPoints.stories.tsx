import type { Story, StoryDefault } from '@ladle/react';
import { howWeWork } from '../../src/content/about';
import { KeyPoints } from '../../src/sections/KeyPoints/KeyPoints';

export default { title: 'Sections / KeyPoints' } satisfies StoryDefault;

/** "How We Work": five points. */
export const HowWeWork: Story = () => (
  <KeyPoints heading={howWeWork.heading} intro={howWeWork.intro} points={howWeWork.bullets} />
);

export const OnBody: Story = () => (
  <KeyPoints heading={howWeWork.heading} points={howWeWork.bullets.slice(0, 3)} tone="body" />
);
