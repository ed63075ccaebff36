import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { tools } from '../../content/proof/tools';
import { filterTools } from '../../features/proofFilters/toolMatch';
import {
  maxQueryLength,
  toolSearchDefaults,
  toolSearchSchema,
} from '../../features/proofFilters/toolSearchParams';
import { TechStackPage } from '../../pages/TechStackPage/TechStackPage';
import { useListFilters } from '../../platform/navigation/useListFilters';
import { loaderHead, loadPageHead } from '../../site/loaderHead';

/**
 * /proof/tech-stack: the tools we work with. Search text and category are typed
 * search params (`?q=attribution&category=seo`), combined; defaults are not written.
 */
export const Route = createFileRoute('/proof/tech-stack')({
  validateSearch: toolSearchSchema,
  search: { middlewares: [stripSearchParams(toolSearchDefaults)] },
  // The head tags' builder comes with the loader's run: a prerendered page has its head in its
  // HTML and loads none. The list ships with the page's code: in the loader data too, it was in
  // the HTML twice, which then took a slow connection a round trip more (`npm run bench:lcp`).
  loader: async () => {
    const { techStackHead } = await import('./-head/techStackHead');
    return { head: await loadPageHead(techStackHead()) };
  },
  head: loaderHead,
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
