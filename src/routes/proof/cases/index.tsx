import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { caseList } from '../../../content/proof/caseList';
import { filterCases } from '../../../features/proofFilters/caseMatch';
import {
  caseSearchDefaults,
  caseSearchSchema,
} from '../../../features/proofFilters/caseSearchParams';
import { CasesPage } from '../../../pages/CasesPage/CasesPage';
import { loaderHead, loadPageHead } from '../../../site/loaderHead';
import { casesHead } from '../-head/casesHead';

/**
 * /proof/cases: the case studies. The industry is a typed search param
 * (`?industry=financial-services`): unknown values show All Industries, the default is not
 * written, and a filtered view survives a reload and can be shared.
 */
export const Route = createFileRoute('/proof/cases/')({
  validateSearch: caseSearchSchema,
  search: { middlewares: [stripSearchParams(caseSearchDefaults)] },
  loader: async () => ({ head: await loadPageHead(casesHead()) }),
  head: loaderHead,
  component: CasesRoute,
});

function CasesRoute() {
  const { industry } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CasesPage
      cases={filterCases(caseList, { industry })}
      total={caseList.length}
      industry={industry}
      onIndustryChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, industry: next }), resetScroll: false })
      }
    />
  );
}
