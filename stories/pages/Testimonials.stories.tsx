import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { testimonials, testimonialsPage } from '../../src/content/proof/testimonials';
import { filterTestimonials } from '../../src/features/proofFilters/testimonialMatch';
import {
  allFilter,
  type TestimonialSearch,
} from '../../src/features/proofFilters/testimonialSearchParams';
import { TestimonialsPage } from '../../src/pages/TestimonialsPage/TestimonialsPage';
import { SiteLayout } from '../../src/sections/Shell/SiteLayout';

export default { title: 'Pages / Testimonials' } satisfies StoryDefault;

const noFilters: TestimonialSearch = { q: '', role: allFilter, region: allFilter };

/**
 * The testimonials page with its filters held in the story (on the site they are the URL's
 * query). 'Clear search and filters' links to the bare list: following it here clears the
 * filters; any other link in the page body is only logged.
 */
function Testimonials({ initial = {} }: { initial?: Partial<TestimonialSearch> }) {
  const [search, setSearch] = useState<TestimonialSearch>({ ...noFilters, ...initial });
  const set = (change: Partial<TestimonialSearch>) =>
    setSearch((current) => ({ ...current, ...change }));
  return (
    <SiteLayout pathname={testimonialsPage.path}>
      <RouterProvider
        navigate={(href) => {
          if (href === testimonialsPage.path) setSearch(noFilters);
          else console.info(`Link followed: ${href}`);
        }}
      >
        <TestimonialsPage
          testimonials={filterTestimonials(testimonials, search)}
          total={testimonials.length}
          query={search.q}
          role={search.role}
          region={search.region}
          onQueryChange={(q) => set({ q })}
          onRoleChange={(role) => set({ role })}
          onRegionChange={(region) => set({ region })}
        />
      </RouterProvider>
    </SiteLayout>
  );
}

/** /proof/testimonials: all sixteen, the three pinned ones first, then by name. */
export const AllTestimonials: Story = () => <Testimonials />;

/** ?role=cmo: the four chief marketing officers, Aylin Korkmaz (pinned) first. */
export const FilteredByRole: Story = () => <Testimonials initial={{ role: 'cmo' }} />;
FilteredByRole.storyName = 'Filtered by role: chief marketing officers';

/** ?q=blockchain: No testimonials found matching your criteria, with Clear search and filters. */
export const NoResults: Story = () => <Testimonials initial={{ q: 'blockchain' }} />;
