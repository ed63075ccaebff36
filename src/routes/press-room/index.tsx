import { createFileRoute } from '@tanstack/react-router';
import { pressCoverageList } from '../../content/pressCoverageList';
import { pressReleasePath, pressRoomPath } from '../../content/pressPaths';
import { pressReleaseList } from '../../content/pressReleaseList';
import { pressRoom } from '../../content/pressRoom';
import { pressRoomTrail } from '../../content/pressTrails';
import { PressRoomPage } from '../../pages/PressRoomPage/PressRoomPage';
import { loaderHead } from '../../site/metadata';
import { pressListHead } from './-components/pressHead';

/** /press-room: every press release, the media kit, the newest coverage and the press office. */
export const Route = createFileRoute('/press-room/')({
  loader: () => ({
    head: pressListHead(
      pressRoom.meta,
      pressRoomPath,
      pressRoomTrail,
      pressReleaseList.map((release) => ({
        title: release.title,
        url: pressReleasePath(release.slug),
      })),
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
