import { createFileRoute } from '@tanstack/react-router';
import { studioPages } from '../../content/studio/studio';
import { StudioPage } from '../../pages/StudioPage/StudioPage';
import { loaderHead } from '../../site/metadata';
import { studioPageHead } from './-head/studioHead';

/** /studio/tiktok: a Studio sub-page. */
export const Route = createFileRoute('/studio/tiktok')({
  // Built in the loader, which is code-split with the page: the content the head tags need
  // (structured data) then ships with the page, not in the entry bundle.
  loader: () => ({ head: studioPageHead(studioPages.tiktok) }),
  head: loaderHead,
  component: TikTokPage,
});

function TikTokPage() {
  return <StudioPage page={studioPages.tiktok} />;
}
