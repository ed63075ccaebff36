import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { careersPage } from '../../content/careers/careersPage';
import { filterRoles } from '../../features/careers/roleMatch';
import { roleSearchDefaults, roleSearchSchema } from '../../features/careers/roleSearchParams';
import { CareersPage } from '../../pages/CareersPage/CareersPage';
import { loaderHead, loadPageHead } from '../../site/loaderHead';

/**
 * /careers: the careers landing. The role filter is a typed search
 * param (`/careers?type=remote`): unknown values show All, the default is not written, and a
 * filtered view survives a reload and can be shared.
 */
export const Route = createFileRoute('/careers/')({
  validateSearch: roleSearchSchema,
  search: { middlewares: [stripSearchParams(roleSearchDefaults)] },
  // The roles and the head tags' builder (the roles' ItemList) come with the loader's run: a
  // prerendered page has its loader data in its HTML (with its head) and loads neither; a
  // client-side visit loads them with the page. The page's words ship with its code, so that
  // the HTML carries them once (in the loader data they were in it twice).
  loader: async () => {
    const [{ careersHead }, { jobRoles }] = await Promise.all([
      import('./-head/careersHead'),
      import('../../content/careers/careers'),
    ]);
    return { head: await loadPageHead(careersHead()), roles: jobRoles };
  },
  head: loaderHead,
  component: CareersRoute,
});

function CareersRoute() {
  const { type } = Route.useSearch();
  const { roles } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  return (
    <CareersPage
      page={careersPage}
      roles={filterRoles(roles, type)}
      total={roles.length}
      type={type}
      onTypeChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, type: next }), resetScroll: false })
      }
    />
  );
}
