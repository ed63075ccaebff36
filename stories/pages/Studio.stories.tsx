import type { Story, StoryDefault } from '@ladle/react';
import { studioPages } from '../../src/content/studio';
import { StudioHubPage } from '../../src/sections/StudioHubPage/StudioHubPage';
import { StudioPage } from '../../src/sections/StudioPage/StudioPage';

export default { title: 'Pages / Studio' } satisfies StoryDefault;

/** The Studio hub body (/studio), without the site shell. */
export const StudioHub: Story = () => <StudioHubPage />;

/** A Studio sub-page body (/studio/ai-lab), without the site shell. */
export const AiLab: Story = () => <StudioPage page={studioPages['ai-lab']} />;

/** /studio/creative, without the site shell. */
export const Creative: Story = () => <StudioPage page={studioPages.creative} />;

/** /studio/tiktok, without the site shell. */
export const TikTok: Story = () => <StudioPage page={studioPages.tiktok} />;

/** /studio/creator-studio, without the site shell. */
export const CreatorStudio: Story = () => <StudioPage page={studioPages['creator-studio']} />;
