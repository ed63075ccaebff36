import type { Story, StoryDefault } from '@ladle/react';
import { pressCoverage } from '../../src/content/press/coverage';
import { pressLabels } from '../../src/content/press/labels';
import { brandColours, mediaKitFiles } from '../../src/content/press/mediaKitAssets';
import {
  coveragePath,
  inTheNewsPath,
  mediaKitPath,
  pressReleasePath,
  pressReleasesPath,
  pressRoomPath,
} from '../../src/content/press/paths';
import {
  inTheNewsIndex,
  mediaKit,
  pressReleasesIndex,
  pressRoom,
} from '../../src/content/press/pressRoom';
import { pressReleases } from '../../src/content/press/releases';
import {
  inTheNewsTrail,
  mediaKitTrail,
  pressReleasesTrail,
  pressRoomTrail,
} from '../../src/content/press/trails';
import { MediaKitPage } from '../../src/pages/MediaKitPage/MediaKitPage';
import { PressArticlePage } from '../../src/pages/PressArticlePage/PressArticlePage';
import { PressIndexPage } from '../../src/pages/PressIndexPage/PressIndexPage';
import { PressRoomPage } from '../../src/pages/PressRoomPage/PressRoomPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Press Room' } satisfies StoryDefault;

const roomTrail = pressRoomTrail;
const releasesTrail = pressReleasesTrail;
const newsTrail = inTheNewsTrail;
const [release] = pressReleases;
const [coverage] = pressCoverage;

/** /press-room: the ten releases beside the media kit, In the News, the press office and social. */
export const Landing: Story = () =>
  coverage ? (
    <SiteLayout pathname={pressRoomPath}>
      <PressRoomPage
        content={pressRoom}
        trail={roomTrail}
        releases={pressReleases}
        latestCoverage={coverage}
      />
    </SiteLayout>
  ) : null;

/** /press-room/press-releases: every release, newest first. */
export const ReleasesIndex: Story = () => (
  <SiteLayout pathname={pressReleasesPath}>
    <PressIndexPage
      content={pressReleasesIndex}
      trail={releasesTrail}
      listLabel={pressLabels.pressReleases}
      items={pressReleases.map((item) => ({
        title: item.title,
        href: pressReleasePath(item.slug),
        date: item.date,
        dek: item.dek,
      }))}
    />
  </SiteLayout>
);
ReleasesIndex.storyName = 'Press releases index';

/** /press-room/in-the-news: every coverage item with its publication. */
export const NewsIndex: Story = () => (
  <SiteLayout pathname={inTheNewsPath}>
    <PressIndexPage
      content={inTheNewsIndex}
      trail={newsTrail}
      listLabel={pressLabels.inTheNews}
      items={pressCoverage.map((item) => ({
        title: item.title,
        href: coveragePath(item.slug),
        date: item.date,
        dek: item.dek,
        publication: item.publication,
      }))}
    />
  </SiteLayout>
);
NewsIndex.storyName = 'In the News index';

/** The newest press release: dateline header, body, Key Facts, the ways back. */
export const Release: Story = () =>
  release ? (
    <SiteLayout pathname={pressReleasePath(release.slug)}>
      <PressArticlePage
        item={release}
        trail={[...releasesTrail, { name: release.title, path: pressReleasePath(release.slug) }]}
        all={{ label: pressLabels.allPressReleases, href: pressReleasesPath }}
      />
    </SiteLayout>
  ) : null;
Release.storyName = 'Press release';

/** The newest coverage item: publication and byline in the header. */
export const Coverage: Story = () =>
  coverage ? (
    <SiteLayout pathname={coveragePath(coverage.slug)}>
      <PressArticlePage
        item={coverage}
        trail={[...newsTrail, { name: coverage.title, path: coveragePath(coverage.slug) }]}
        all={{ label: pressLabels.allMediaCoverage, href: inTheNewsPath }}
      />
    </SiteLayout>
  ) : null;
Coverage.storyName = 'Coverage item';

/** /press-room/media-kit: boilerplate, figures, logo downloads, colours, contact. */
export const MediaKit: Story = () => (
  <SiteLayout pathname={mediaKitPath}>
    <MediaKitPage
      content={mediaKit}
      trail={mediaKitTrail}
      files={mediaKitFiles}
      colours={brandColours}
    />
  </SiteLayout>
);
MediaKit.storyName = 'Media kit';
