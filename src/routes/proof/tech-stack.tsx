import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { filterTools } from '../../features/proofFilters/toolMatch';
import {
  maxQueryLength,
  toolDefaults,
  toolSearchSchema,
} from '../../features/proofFilters/toolSearch';
import { useListFilters } from '../../features/routing/useListFilters';
import { TechStackPage } from '../../sections/TechStackPage/TechStackPage';
import { loaderHead } from '../../site/metadata';

/**
 * /proof/tech-stack: the tools we work with (doc 2 "Proof"). Search text and category are typed
 * search params (`?q=attribution&category=seo`), combined; defaults are not written.
 */
export const Route = createFileRoute('/proof/tech-stack')({
  validateSearch: toolSearchSchema,
  search: { middlewares: [stripSearchParams(toolDefaults)] },
  // The list and the head tags' builder come with the loader's run: a prerendered page has its
  // loader data (the list, its head) in its HTML and loads neither; a client-side visit loads
  // them with the page.
  loader: async () => {
    const [{ techStackHead }, { tools }] = await Promise.all([
      import('./-components/techStackHead'),
      import('../../content/tools'),
    ]);
    return { head: techStackHead(), tools };
  },
  head: loaderHead,
  component: TechStackRoute,
});

function TechStackRoute() {
  const search = Route.useSearch();
  const { tools } = Route.useLoaderData();
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
