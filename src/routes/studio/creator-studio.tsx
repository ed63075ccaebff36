import { createFileRoute } from '@tanstack/react-router';
import { studioPages } from '../../content/studio';
import { StudioPage } from '../../sections/StudioPage/StudioPage';
import { studioPageHead } from './-components/studioHead';

/** /studio/creator-studio: a Studio sub-page (doc 1 §2.11). */
export const Route = createFileRoute('/studio/creator-studio')({
  head: () => studioPageHead(studioPages['creator-studio']),
  component: CreatorStudioPage,
});

function CreatorStudioPage() {
  return <StudioPage page={studioPages['creator-studio']} />;
}
