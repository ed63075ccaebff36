import { createFileRoute, redirect } from '@tanstack/react-router';
import { pressLabels } from '../../../content/press/labels';
import { pressReleasePath, pressReleasesPath } from '../../../content/press/paths';
import { pressReleasesTrail } from '../../../content/press/trails';
import { PressArticlePage } from '../../../pages/PressArticlePage/PressArticlePage';
import { campaignSearch } from '../../../site/campaignParams';
import { loaderHead, loadPageHead } from '../../../site/loaderHead';
import { pressItemHead } from '../-head/pressHead';

/**
 * /press-room/press-releases/{slug}: one press release, all prerendered. An unknown slug goes
 * to the press room silently: a replace navigation in the browser, a 302 from the
 * server (the release may exist later).
 */
export const Route = createFileRoute('/press-room/press-releases/$slug')({
  staticData: {
    prerender: import.meta.env.SSR
      ? async () =>
          (await import('../../../content/press/releases')).pressReleases.map(({ slug }) => ({
            slug,
          }))
      : undefined,
  },
  // The details load with a release's page only (the lists show their entries alone).
  loader: async ({ params }) => {
    const { pressReleases } = await import('../../../content/press/releases');
    const release = pressReleases.find((entry) => entry.slug === params.slug);
    if (!release) {
      throw redirect({ to: '/press-room', search: campaignSearch, replace: true, statusCode: 302 });
    }
    return {
      release,
      head: await loadPageHead(
        pressItemHead(release, pressReleasePath(release.slug), pressReleasesTrail),
      ),
    };
  },
  head: loaderHead,
  component: ReleaseRoute,
});

function ReleaseRoute() {
  const { release } = Route.useLoaderData();
  return (
    <PressArticlePage
      item={release}
      trail={[...pressReleasesTrail, { name: release.title, path: pressReleasePath(release.slug) }]}
      all={{ label: pressLabels.allPressReleases, href: pressReleasesPath }}
    />
  );
}
