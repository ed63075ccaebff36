/** The press room's addresses: light, for routes, links and the feed. */

export const pressRoomPath = '/press-room';
export const pressReleasesPath = '/press-room/press-releases';
export const inTheNewsPath = '/press-room/in-the-news';
export const mediaKitPath = '/press-room/media-kit';
/** The RSS feed of the press releases, written by the build (scripts/build/prerender.mjs). */
export const pressFeedPath = '/press-room/feed.xml';

/** '/press-room/press-releases/{slug}'. */
export function pressReleasePath(slug: string): string {
  return `${pressReleasesPath}/${slug}`;
}

/** '/press-room/in-the-news/{slug}'. */
export function coveragePath(slug: string): string {
  return `${inTheNewsPath}/${slug}`;
}

/** The title rule of press pages: '{title} | Response Press Room', then cut to 60 characters. */
export function pressTitle(title: string, brand: string): string {
  return `${title} | ${brand} Press Room`;
}
