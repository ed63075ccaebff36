import type { Story, StoryDefault } from '@ladle/react';
import { cta } from '../../src/content/home';
import { CtaBand } from '../../src/sections/CtaBand/CtaBand';

export default { title: 'Sections / CtaBand' } satisfies StoryDefault;

/** The home page's call to action with two buttons. */
export const Home: Story = () => (
  <CtaBand heading={cta.heading} body={cta.body} actions={[cta.primary, cta.secondary]} />
);

export const SingleAction: Story = () => (
  <CtaBand
    eyebrow="Next step"
    heading="Build your growth system with us"
    body="A senior strategist will reply within 24 hours."
    actions={[{ label: 'Contact us', href: '/contact' }]}
    tone="surface"
  />
);
