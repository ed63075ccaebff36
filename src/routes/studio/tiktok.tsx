import { createFileRoute } from '@tanstack/react-router';
import { studioPages } from '../../content/studio';
import { StudioPage } from '../../sections/StudioPage/StudioPage';
import { studioPageHead } from './-components/studioHead';

/** /studio/tiktok: a Studio sub-page (doc 1 §2.11). */
export const Route = createFileRoute('/studio/tiktok')({
  head: () => studioPageHead(studioPages.tiktok),
  component: TikTokPage,
});

function TikTokPage() {
  return <StudioPage page={studioPages.tiktok} />;
}
