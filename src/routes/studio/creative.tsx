import { createFileRoute } from '@tanstack/react-router';
import { studioPages } from '../../content/studio';
import { StudioPage } from '../../sections/StudioPage/StudioPage';
import { studioPageHead } from './-components/studioHead';

/** /studio/creative: a Studio sub-page (doc 1 §2.11). */
export const Route = createFileRoute('/studio/creative')({
  head: () => studioPageHead(studioPages.creative),
  component: CreativePage,
});

function CreativePage() {
  return <StudioPage page={studioPages.creative} />;
}
