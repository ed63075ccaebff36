import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { filterTestimonials } from '../../features/proofFilters/testimonialMatch';
import {
  maxQueryLength,
  testimonialSearchDefaults,
  testimonialSearchSchema,
} from '../../features/proofFilters/testimonialSearchParams';
import { TestimonialsPage } from '../../pages/TestimonialsPage/TestimonialsPage';
import { useListFilters } from '../../platform/navigation/useListFilters';
import { loaderHead, loadPageHead } from '../../site/loaderHead';

/**
 * /proof/testimonials: client testimonials. Search text, role and region are
 * typed search params (`?q=bank&role=cmo&region=turkey`): typing replaces the history entry,
 * choosing a filter adds one, and reload, Back and a shared link restore the view.
 */
export const Route = createFileRoute('/proof/testimonials')({
  validateSearch: testimonialSearchSchema,
  search: { middlewares: [stripSearchParams(testimonialSearchDefaults)] },
  // The list and the head tags' builder come with the loader's run: a prerendered page has its
  // loader data (the list, its head) in its HTML and loads neither; a client-side visit loads
  // them with the page.
  loader: async () => {
    const [{ testimonialsHead }, { testimonials }] = await Promise.all([
      import('./-head/testimonialsHead'),
      import('../../content/proof/testimonials'),
    ]);
    return { head: await loadPageHead(testimonialsHead()), testimonials };
  },
  head: loaderHead,
  component: TestimonialsRoute,
});

function TestimonialsRoute() {
  const search = Route.useSearch();
  const { testimonials } = Route.useLoaderData();
  const { query, changeQuery, choose } = useListFilters(
    search,
    Route.useNavigate(),
    maxQueryLength,
  );
  return (
    <TestimonialsPage
      testimonials={filterTestimonials(testimonials, { ...search, q: query })}
      total={testimonials.length}
      query={query}
      role={search.role}
      region={search.region}
      onQueryChange={changeQuery}
      onRoleChange={choose('role')}
      onRegionChange={choose('region')}
    />
  );
}
