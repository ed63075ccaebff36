import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { jobRoles } from '../../content/careers';
import { roleDefaults, roleFilterSchema } from '../../features/careers/roleFilter';
import { filterRoles } from '../../features/careers/roleOrder';
import { CareersPage } from '../../sections/CareersPage/CareersPage';

/**
 * /careers: the careers landing (doc 2 "Careers landing"). The role filter is a typed search
 * param (`/careers?type=remote`): unknown values show All, the default is not written, and a
 * filtered view survives a reload and can be shared.
 */
export const Route = createFileRoute('/careers/')({
  validateSearch: roleFilterSchema,
  search: { middlewares: [stripSearchParams(roleDefaults)] },
  // The head tags' builder (the roles' ItemList) comes with a load, not with the page: a
  // prerendered page carries its head in its HTML.
  loader: async () => ({ head: (await import('./-components/careersHead')).careersHead() }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: CareersRoute,
});

function CareersRoute() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CareersPage
      roles={filterRoles(jobRoles, type)}
      total={jobRoles.length}
      type={type}
      onTypeChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, type: next }), resetScroll: false })
      }
    />
  );
}
