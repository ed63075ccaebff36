import { proofAreaNames, proofTrails } from '../../content/proof/proof';
import type { Testimonial } from '../../content/proof/testimonials';
import { testimonialsPage } from '../../content/proof/testimonialsPage';
import {
  allFilter,
  regionFilters,
  roleFilters,
  testimonialFields,
} from '../../features/proofFilters/testimonialSearchParams';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { FilterableList } from '../../sections/FilterableList/FilterableList';
import { Hero } from '../../sections/Hero/Hero';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { TestimonialCard } from '../../sections/TestimonialCard/TestimonialCard';

export interface TestimonialsPageProps {
  /** The testimonials the filters keep, pinned first, then by name. */
  testimonials: ReadonlyArray<Testimonial>;
  /** How many testimonials there are in all. */
  total: number;
  /** The search box text and the chosen role and region slugs ('all' for All). */
  query: string;
  role: string;
  region: string;
  onQueryChange: (query: string) => void;
  onRoleChange: (role: string) => void;
  onRegionChange: (region: string) => void;
}

/**
 * Client testimonials (/proof/testimonials): the search box and the Role and
 * Region filters (a GET form of the route's typed search params; they combine), 'Showing X of
 * Y testimonials' (announced politely), the cards, or 'No testimonials found matching your
 * criteria.' with a way to clear; then 'Start the Conversation' and 'View Case Studies'.
 */
export function TestimonialsPage({
  testimonials,
  total,
  query,
  role,
  region,
  onQueryChange,
  onRoleChange,
  onRegionChange,
}: TestimonialsPageProps) {
  const page = testimonialsPage;
  const chips = (filters: typeof roleFilters) =>
    filters.map((filter) => ({ value: filter.slug, label: filter.label }));
  return (
    <>
      <Hero
        breadcrumbs={
          <PageBreadcrumbs trail={proofTrails.area(proofAreaNames.testimonials, page.path)} />
        }
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
      />
      <FilterableList
        heading={page.list.heading}
        path={page.path}
        submitLabel={page.list.submitLabel}
        search={{
          name: testimonialFields.query,
          label: page.search.label,
          placeholder: page.search.placeholder,
          value: query,
          onChange: onQueryChange,
        }}
        filters={[
          {
            name: testimonialFields.role,
            label: page.roleLabel,
            chips: chips(roleFilters),
            value: role,
            onChange: (next) => onRoleChange(next || allFilter),
          },
          {
            name: testimonialFields.region,
            label: page.regionLabel,
            chips: chips(regionFilters),
            value: region,
            onChange: (next) => onRegionChange(next || allFilter),
          },
        ]}
        count={page.countLine(testimonials.length, total)}
        shown={testimonials.length}
        listLabel={page.list.label}
        empty={{
          heading: page.empty,
          body: page.emptyHint,
          clearLabel: page.clearLabel,
        }}
      >
        {testimonials.map((testimonial) => (
          <TestimonialCard
            key={testimonial.id}
            testimonial={testimonial}
            labels={{
              readFull: page.readMore,
              showLess: page.showLess,
              featured: page.featured,
              source: page.sourceLabel,
            }}
          />
        ))}
      </FilterableList>
      <CtaBand
        heading={page.cta.heading}
        body={page.cta.body}
        actions={[page.cta.contact, page.cta.cases]}
        tone="surface"
      />
    </>
  );
}
