import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { tools } from '../../content/tools';
import { filterTools } from '../../features/proofFilters/toolMatch';
import {
  maxQueryLength,
  toolDefaults,
  toolSearchSchema,
} from '../../features/proofFilters/toolSearch';
import { useListFilters } from '../../features/routing/useListFilters';
import { TechStackPage } from '../../sections/TechStackPage/TechStackPage';
import { techStackHead } from './-components/techStackHead';

/**
 * /proof/tech-stack: the tools we work with (doc 2 "Proof"). Search text and category are typed
 * search params (`?q=attribution&category=seo`), combined; defaults are not written.
 */
export const Route = createFileRoute('/proof/tech-stack')({
  validateSearch: toolSearchSchema,
  search: { middlewares: [stripSearchParams(toolDefaults)] },
  loader: () => ({ head: techStackHead() }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: TechStackRoute,
});

function TechStackRoute() {
  const search = Route.useSearch();
  const { query, changeQuery, choose } = useListFilters(
    search,
    Route.useNavigate(),
    maxQueryLength,
  );
  return (
    <TechStackPage
      tools={filterTools(tools, { ...search, q: query })}
      total={tools.length}
      query={query}
      category={search.category}
      onQueryChange={changeQuery}
      onCategoryChange={choose('category')}
    />
  );
}
