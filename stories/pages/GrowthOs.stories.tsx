import type { Story, StoryDefault } from '@ladle/react';
import { GrowthOsPage } from '../../src/sections/GrowthOsPage/GrowthOsPage';

export default { title: 'Pages / Growth OS' } satisfies StoryDefault;

/** The overview body (/growth-os), without the site shell. */
export const Overview: Story = () => <GrowthOsPage />;

/** The inside page body (/services/growth-os), with its breadcrumbs, without the site shell. */
export const Inside: Story = () => <GrowthOsPage view="inside" />;
