/** The press room's breadcrumb trails (visible and in JSON-LD); an item adds itself. */
import type { Crumb } from '../../site/structuredData';
import { pressLabels } from './labels';
import { inTheNewsPath, mediaKitPath, pressReleasesPath, pressRoomPath } from './paths';

export const pressRoomTrail: Crumb[] = [
  { name: pressLabels.home, path: '/' },
  { name: pressLabels.pressRoom, path: pressRoomPath },
];
export const pressReleasesTrail: Crumb[] = [
  ...pressRoomTrail,
  { name: pressLabels.pressReleases, path: pressReleasesPath },
];
export const inTheNewsTrail: Crumb[] = [
  ...pressRoomTrail,
  { name: pressLabels.inTheNews, path: inTheNewsPath },
];
export const mediaKitTrail: Crumb[] = [
  ...pressRoomTrail,
  { name: pressLabels.mediaKit, path: mediaKitPath },
];
