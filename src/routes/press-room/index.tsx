import { createFileRoute } from '@tanstack/react-router';
import { pressCoverageList } from '../../content/press/coverageList';
import { pressReleasePath, pressRoomPath } from '../../content/press/paths';
import { pressRoom } from '../../content/press/pressRoom';
import { pressReleaseList } from '../../content/press/releaseList';
import { pressRoomTrail } from '../../content/press/trails';
import { PressRoomPage } from '../../pages/PressRoomPage/PressRoomPage';
import { loaderHead, loadPageHead } from '../../site/loaderHead';
import { pressListHead } from './-head/pressHead';

/** /press-room: every press release, the media kit, the newest coverage and the press office. */
export const Route = createFileRoute('/press-room/')({
  loader: async () => ({
    head: await loadPageHead(
      pressListHead(
        pressRoom.meta,
        pressRoomPath,
        pressRoomTrail,
        pressReleaseList.map((release) => ({
          title: release.title,
          url: pressReleasePath(release.slug),
        })),
      ),
    ),
  }),
  head: loaderHead,
  component: PressRoomRoute,
});

function PressRoomRoute() {
  const [latest] = pressCoverageList;
  if (!latest) throw new Error('The press room needs a coverage item');
  return (
    <PressRoomPage
      content={pressRoom}
      trail={pressRoomTrail}
      releases={pressReleaseList}
      latestCoverage={latest}
    />
  );
}
