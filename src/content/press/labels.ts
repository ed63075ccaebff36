/** The words every press page shares: breadcrumbs, headings, buttons. */
export const pressLabels = {
  home: 'Home',
  pressRoom: 'Press Room',
  pressReleases: 'Press Releases',
  inTheNews: 'In the News',
  mediaKit: 'Media Kit',
  /** Above a release's title. */
  pressRelease: 'Press release',
  /** Above a coverage item's title. */
  coverage: 'Media coverage',
  keyFacts: 'Key Facts',
  backToPressRoom: 'Back to Press Room',
  allPressReleases: 'All Press Releases',
  allMediaCoverage: 'All Media Coverage',
  /** The feed link under the releases. */
  feed: 'RSS feed of press releases',
  feedTitle: 'Response press releases',
  /** The media kit's download links. */
  download: 'Download',
} as const;
