import type { Story, StoryDefault } from '@ladle/react';
import { ServicesPage } from '../../src/sections/ServicesPage/ServicesPage';

export default { title: 'Pages / Services' } satisfies StoryDefault;

/**
 * The whole services page body (/services), without the site shell; the navigation's current
 * item is fixed to the first section so the screenshot does not depend on the scroll position.
 */
export const Services: Story = () => <ServicesPage currentSection="acquire" />;
