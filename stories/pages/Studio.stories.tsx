import type { Story, StoryDefault } from '@ladle/react';
import { type StudioPageContent, studioPages } from '../../src/content/studio/studio';
import { StudioHubPage } from '../../src/pages/StudioHubPage/StudioHubPage';
import { StudioPage } from '../../src/pages/StudioPage/StudioPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Studio' } satisfies StoryDefault;

/** The Studio hub (/studio). */
export const StudioHub: Story = () => (
  <SiteLayout pathname="/studio">
    <StudioHubPage />
  </SiteLayout>
);

function SubPage({ slug }: { slug: keyof typeof studioPages }) {
  const page: StudioPageContent = studioPages[slug];
  return (
    <SiteLayout pathname={`/studio/${slug}`}>
      <StudioPage page={page} />
    </SiteLayout>
  );
}

/** /studio/ai-lab. */
export const AiLab: Story = () => <SubPage slug="ai-lab" />;

/** /studio/creative. */
export const Creative: Story = () => <SubPage slug="creative" />;

/** /studio/tiktok. */
export const TikTok: Story = () => <SubPage slug="tiktok" />;

/** /studio/creator-studio. */
export const CreatorStudio: Story = () => <SubPage slug="creator-studio" />;
