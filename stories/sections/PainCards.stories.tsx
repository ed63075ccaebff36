import type { Story, StoryDefault } from '@ladle/react';
import { shift } from '../../src/content/home';
import { PainCards } from '../../src/sections/PainCards/PainCards';

export default { title: 'Sections / PainCards' } satisfies StoryDefault;

/** "The Shift" on the home page. */
export const TheShift: Story = () => (
  <PainCards heading={shift.heading} intro={shift.intro} cards={shift.cards} />
);

export const OnBody: Story = () => (
  <PainCards heading={shift.heading} cards={shift.cards.slice(0, 2)} tone="body" />
);
