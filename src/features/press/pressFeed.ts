import { pressLabels } from '../../content/press/labels';
import { pressFeedPath, pressReleasePath, pressRoomPath } from '../../content/press/paths';
import { pressRoom } from '../../content/press/pressRoom';
import { pressReleases } from '../../content/press/releases';
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
