import type { Story, StoryDefault } from '@ladle/react';
import { socialLinks } from '../../src/content/about';
import { SocialLinks } from '../../src/sections/SocialLinks/SocialLinks';

export default { title: 'Sections / SocialLinks' } satisfies StoryDefault;

/** The four social profiles; each opens in a new tab. */
export const Default: Story = () => (
  <SocialLinks links={socialLinks} aria-label="Response on social media" />
);

export const TwoLinks: Story = () => (
  <SocialLinks links={socialLinks.slice(0, 2)} aria-label="Response on social media" />
);
