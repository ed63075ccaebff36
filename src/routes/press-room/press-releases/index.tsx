import { createFileRoute } from '@tanstack/react-router';
import { pressLabels } from '../../../content/pressLabels';
import { pressReleasePath, pressReleasesPath } from '../../../content/pressPaths';
import { pressReleaseList } from '../../../content/pressReleaseList';
import { pressReleasesIndex } from '../../../content/pressRoom';
import { pressReleasesTrail } from '../../../content/pressTrails';
import { PressIndexPage } from '../../../pages/PressIndexPage/PressIndexPage';
import { loaderHead } from '../../../site/metadata';
import { pressListHead } from '../-components/pressHead';

const items = () =>
  pressReleaseList.map((release) => ({
    title: release.title,
    href: pressReleasePath(release.slug),
    date: release.date,
    dek: release.dek,
  }));

/** /press-room/press-releases: every press release, newest first. */
export const Route = createFileRoute('/press-room/press-releases/')({
  loader: () => ({
    head: pressListHead(
      pressReleasesIndex.meta,
      pressReleasesPath,
      pressReleasesTrail,
      items().map((item) => ({ title: item.title, url: item.href })),
    ),
  }),
  head: loaderHead,
  component: () => (
    <PressIndexPage
      content={pressReleasesIndex}
      trail={pressReleasesTrail}
      items={items()}
      listLabel={pressLabels.pressReleases}
    />
  ),
});
