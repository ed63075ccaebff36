import { createFileRoute, redirect } from '@tanstack/react-router';
import { pressLabels } from '../../../content/press/labels';
import { coveragePath, inTheNewsPath } from '../../../content/press/paths';
import { inTheNewsTrail } from '../../../content/press/trails';
import { PressArticlePage } from '../../../pages/PressArticlePage/PressArticlePage';
import { campaignSearch } from '../../../site/campaignParams';
import { loaderHead, loadPageHead } from '../../../site/loaderHead';
import { pressItemHead } from '../-head/pressHead';

/**
 * /press-room/in-the-news/{slug}: one piece of media coverage, all prerendered. An unknown slug
 * goes to the press room silently, as a release's does.
 */
export const Route = createFileRoute('/press-room/in-the-news/$slug')({
  staticData: {
    prerender: import.meta.env.SSR
      ? async () =>
          (await import('../../../content/press/coverage')).pressCoverage.map(({ slug }) => ({
            slug,
          }))
      : undefined,
  },
  // The details load with a piece's page only (the lists show their entries alone).
  loader: async ({ params }) => {
    const { pressCoverage } = await import('../../../content/press/coverage');
    const item = pressCoverage.find((entry) => entry.slug === params.slug);
    if (!item) {
      throw redirect({ to: '/press-room', search: campaignSearch, replace: true, statusCode: 302 });
    }
    return {
      item,
      head: await loadPageHead(pressItemHead(item, coveragePath(item.slug), inTheNewsTrail)),
    };
  },
  head: loaderHead,
  component: CoverageRoute,
});

function CoverageRoute() {
  const { item } = Route.useLoaderData();
  return (
    <PressArticlePage
      item={item}
      trail={[...inTheNewsTrail, { name: item.title, path: coveragePath(item.slug) }]}
      all={{ label: pressLabels.allMediaCoverage, href: inTheNewsPath }}
    />
  );
}
