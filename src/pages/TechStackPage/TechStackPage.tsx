import { proofAreaNames, proofTrails } from '../../content/proof/proof';
import { techStackPage } from '../../content/proof/techStackPage';
import type { Tool } from '../../content/proof/tools';
import { toolCountLine } from '../../features/proofFilters/toolMatch';
import {
  allToolCategories,
  toolCategoryFilters,
  toolFields,
} from '../../features/proofFilters/toolSearchParams';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { FilterableList } from '../../sections/FilterableList/FilterableList';
import { Hero } from '../../sections/Hero/Hero';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { ToolCard } from '../../sections/ToolCard/ToolCard';

export interface TechStackPageProps {
  /** The tools the filters keep, in catalogue order. */
  tools: ReadonlyArray<Tool>;
  /** How many tools there are in all. */
  total: number;
  /** The search box text and the chosen category slug ('all' for All). */
  query: string;
  category: string;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: string) => void;
}

/**
 * The tech stack catalogue (/proof/tech-stack): search 'Search tools and
 * descriptions...' and the category buttons (a GET form of the route's typed search params;
 * they combine), 'Showing X of Y tools' (announced politely), the tools as text cards, or 'No
 * tools found matching your criteria.' with a way to clear.
 */
export function TechStackPage({
  tools,
  total,
  query,
  category,
  onQueryChange,
  onCategoryChange,
}: TechStackPageProps) {
  const page = techStackPage;
  return (
    <>
      <Hero
        breadcrumbs={
          <PageBreadcrumbs trail={proofTrails.area(proofAreaNames.techStack, page.path)} />
        }
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        highlight={page.hero.highlight}
        lead={page.hero.lead}
      />
      <FilterableList
        heading={page.list.heading}
        path={page.path}
        submitLabel={page.list.submitLabel}
        search={{
          name: toolFields.query,
          label: page.search.label,
          placeholder: page.search.placeholder,
          value: query,
          onChange: onQueryChange,
        }}
        filters={[
          {
            name: toolFields.category,
            label: page.categoryLabel,
            chips: toolCategoryFilters.map((filter) => ({
              value: filter.slug,
              label: filter.label,
            })),
            value: category,
            onChange: (next) => onCategoryChange(next || allToolCategories),
          },
        ]}
        count={toolCountLine(tools.length, total)}
        shown={tools.length}
        listLabel={page.list.label}
        columns={4}
        empty={{
          heading: page.empty,
          body: page.emptyHint,
          clearLabel: page.clearLabel,
        }}
      >
        {tools.map((tool) => (
          <ToolCard key={tool.name} tool={tool} usedInLabel={page.usedInLabel} />
        ))}
      </FilterableList>
      <CtaBand
        heading={page.cta.heading}
        body={page.cta.body}
        actions={[page.cta.contact, page.cta.growthOs]}
        tone="surface"
      />
    </>
  );
}
