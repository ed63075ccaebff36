import { createFileRoute } from '@tanstack/react-router';
import { pressLabels } from '../../../content/press/labels';
import { pressReleasePath, pressReleasesPath } from '../../../content/press/paths';
import { pressReleasesIndex } from '../../../content/press/pressRoom';
import { pressReleaseList } from '../../../content/press/releaseList';
import { pressReleasesTrail } from '../../../content/press/trails';
import { PressIndexPage } from '../../../pages/PressIndexPage/PressIndexPage';
import { loaderHead, loadPageHead } from '../../../site/loaderHead';
import { pressListHead } from '../-head/pressHead';

const items = () =>
  pressReleaseList.map((release) => ({
    title: release.title,
    href: pressReleasePath(release.slug),
    date: release.date,
    dek: release.dek,
  }));

/** /press-room/press-releases: every press release, newest first. */
export const Route = createFileRoute('/press-room/press-releases/')({
  loader: async () => ({
    head: await loadPageHead(
      pressListHead(
        pressReleasesIndex.meta,
        pressReleasesPath,
        pressReleasesTrail,
        items().map((item) => ({ title: item.title, url: item.href })),
      ),
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
