import type { Story, StoryDefault } from '@ladle/react';
import { AboutPage } from '../../src/sections/AboutPage/AboutPage';

export default { title: 'Pages / About' } satisfies StoryDefault;

/** The whole About page body (/company and /company/about), without the site shell. */
export const About: Story = () => <AboutPage />;
