import type { Story, StoryDefault } from '@ladle/react';
import { faq } from '../../src/content/home';
import { Faq } from '../../src/sections/Faq/Faq';

export default { title: 'Sections / Faq' } satisfies StoryDefault;

/** The home page's ten questions, all closed. */
export const Home: Story = () => <Faq heading={faq.heading} items={faq.items} />;

export const OneOpen: Story = () => (
  <Faq heading={faq.heading} items={faq.items.slice(0, 4)} defaultExpandedIndex={1} />
);

export const WithIntro: Story = () => (
  <Faq
    eyebrow="FAQ"
    heading={faq.heading}
    intro="Still unsure? Book a strategy session and ask us directly."
    items={faq.items.slice(0, 3)}
    tone="body"
  />
);
