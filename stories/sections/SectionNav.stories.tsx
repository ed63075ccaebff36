import type { Story, StoryDefault } from '@ladle/react';
import { serviceSections } from '../../src/content/services';
import { SectionNav } from '../../src/sections/SectionNav/SectionNav';

export default { title: 'Sections / SectionNav' } satisfies StoryDefault;

const items = serviceSections.map((section) => ({ id: section.id, label: section.navLabel }));

/** The services page's bar with Optimise current (fixed, for screenshots). */
export const SecondCurrent: Story = () => (
  <SectionNav label="Services sections" items={items} current="optimise" />
);

/**
 * 'Advisory & Enablement' current: on a phone the row does not fit and is scrolled so that the
 * current item is in view.
 */
export const LastCurrent: Story = () => (
  <SectionNav label="Services sections" items={items} current="advisory" />
);
