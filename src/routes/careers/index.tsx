import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { roleDefaults, roleFilterSchema } from '../../features/careers/roleFilter';
import { filterRoles } from '../../features/careers/roleOrder';
import { CareersPage } from '../../sections/CareersPage/CareersPage';
import { loaderHead } from '../../site/metadata';

/**
 * /careers: the careers landing (doc 2 "Careers landing"). The role filter is a typed search
 * param (`/careers?type=remote`): unknown values show All, the default is not written, and a
 * filtered view survives a reload and can be shared.
 */
export const Route = createFileRoute('/careers/')({
  validateSearch: roleFilterSchema,
  search: { middlewares: [stripSearchParams(roleDefaults)] },
  // The roles, the page's words and the head tags' builder (the roles' ItemList) come with the
  // loader's run: a prerendered page has its loader data in its HTML (with its head) and loads
  // none of them; a client-side visit loads them with the page.
  loader: async () => {
    const [{ careersHead }, { careersPage, jobRoles }] = await Promise.all([
      import('./-components/careersHead'),
      import('../../content/careers'),
    ]);
    return { head: careersHead(), page: careersPage, roles: jobRoles };
  },
  head: loaderHead,
  component: CareersRoute,
});

function CareersRoute() {
  const { type } = Route.useSearch();
  const { page, roles } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  return (
    <CareersPage
      page={page}
      roles={filterRoles(roles, type)}
      total={roles.length}
      type={type}
      onTypeChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, type: next }), resetScroll: false })
      }
    />
  );
}
