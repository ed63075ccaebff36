import type { Story, StoryDefault } from '@ladle/react';
import { HomePage } from '../../src/sections/HomePage/HomePage';

export default { title: 'Pages / Home' } satisfies StoryDefault;

/** The whole home page body, without the site shell. */
export const Home: Story = () => <HomePage />;
