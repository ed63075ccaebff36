import { pressLabels } from '../../content/pressLabels';
import { pressFeedPath, pressReleasePath, pressRoomPath } from '../../content/pressPaths';
import { pressReleases } from '../../content/pressReleases';
import { pressRoom } from '../../content/pressRoom';
import { site } from '../../site/config';
import { pressReleasesFeed } from './feed';

/** The site's press release feed, as the build writes it to dist/press-room/feed.xml. */
export function pressFeedXml(): string {
  return pressReleasesFeed(pressReleases, {
    origin: site.origin,
    title: pressLabels.feedTitle,
    description: pressRoom.meta.description,
    homePath: pressRoomPath,
    feedPath: pressFeedPath,
    itemPath: pressReleasePath,
  });
}
