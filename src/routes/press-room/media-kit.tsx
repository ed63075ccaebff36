import { createFileRoute } from '@tanstack/react-router';
import { brandColours, mediaKitFiles } from '../../content/press/mediaKitAssets';
import { mediaKit } from '../../content/press/pressRoom';
import { mediaKitTrail } from '../../content/press/trails';
import { MediaKitPage } from '../../pages/MediaKitPage/MediaKitPage';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import { mediaKitHead } from './-head/pressHead';

/** /press-room/media-kit: boilerplate, facts and figures, logo files, colours, press contact. */
export const Route = createFileRoute('/press-room/media-kit')({
  loader: async () => ({ head: await loadPageHead(mediaKitHead(mediaKit.meta)) }),
  head: loaderHead,
  component: () => (
    <MediaKitPage
      content={mediaKit}
      trail={mediaKitTrail}
      files={mediaKitFiles}
      colours={brandColours}
    />
  ),
});
