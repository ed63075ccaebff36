import { createFileRoute } from '@tanstack/react-router';
import { studioPages } from '../../content/studio/studio';
import { StudioPage } from '../../pages/StudioPage/StudioPage';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import { studioPageHead } from './-head/studioHead';

/** /studio/ai-lab: a Studio sub-page. */
export const Route = createFileRoute('/studio/ai-lab')({
  // Built in the loader, which is code-split with the page: the content the head tags need
  // (structured data) then ships with the page, not in the entry bundle.
  loader: async () => ({ head: await loadPageHead(studioPageHead(studioPages['ai-lab'])) }),
  head: loaderHead,
  component: AiLabPage,
});

function AiLabPage() {
  return <StudioPage page={studioPages['ai-lab']} />;
}
