import type { Story, StoryDefault } from '@ladle/react';
import { contact } from '../../src/content/contact';
import { ContactBar } from '../../src/sections/ContactBar/ContactBar';

export default { title: 'Sections / ContactBar' } satisfies StoryDefault;

/** The contact page's fixed bottom bar; it shows below the tablet breakpoint only. */
export const SmallScreen: Story = () => (
  <ContactBar text={contact.bar.text} buttonLabel={contact.bar.button} onContact={() => {}} />
);
SmallScreen.meta = { width: 390 };
