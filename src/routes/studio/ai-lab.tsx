import { createFileRoute } from '@tanstack/react-router';
import { studioPages } from '../../content/studio';
import { StudioPage } from '../../sections/StudioPage/StudioPage';
import { studioPageHead } from './-components/studioHead';

/** /studio/ai-lab: a Studio sub-page (doc 1 §2.11). */
export const Route = createFileRoute('/studio/ai-lab')({
  head: () => studioPageHead(studioPages['ai-lab']),
  component: AiLabPage,
});

function AiLabPage() {
  return <StudioPage page={studioPages['ai-lab']} />;
}
