import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { testimonials } from '../../content/testimonials';
import { filterTestimonials } from '../../features/proofFilters/testimonialMatch';
import {
  maxQueryLength,
  testimonialDefaults,
  testimonialSearchSchema,
} from '../../features/proofFilters/testimonialSearch';
import { useListFilters } from '../../features/routing/useListFilters';
import { TestimonialsPage } from '../../sections/TestimonialsPage/TestimonialsPage';
import { testimonialsHead } from './-components/testimonialsHead';

/**
 * /proof/testimonials: client testimonials (doc 2 "Proof"). Search text, role and region are
 * typed search params (`?q=bank&role=cmo&region=turkey`): typing replaces the history entry,
 * choosing a filter adds one, and reload, Back and a shared link restore the view.
 */
export const Route = createFileRoute('/proof/testimonials')({
  validateSearch: testimonialSearchSchema,
  search: { middlewares: [stripSearchParams(testimonialDefaults)] },
  loader: () => ({ head: testimonialsHead() }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: TestimonialsRoute,
});

function TestimonialsRoute() {
  const search = Route.useSearch();
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
