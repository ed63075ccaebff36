import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useRef, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Button } from '../../src/components/Button/Button';
import { caseStudies } from '../../src/content/proof/caseDetails';
import { casesPage } from '../../src/content/proof/casePages';
import { testimonials, testimonialsPage } from '../../src/content/proof/testimonials';
import { caseCountLine, filterCases } from '../../src/features/proofFilters/caseMatch';
import {
  allIndustries,
  caseFields,
  industryFilters,
} from '../../src/features/proofFilters/caseSearchParams';
import { filterTestimonials } from '../../src/features/proofFilters/testimonialMatch';
import {
  allFilter,
  regionFilters,
  roleFilters,
  testimonialFields,
} from '../../src/features/proofFilters/testimonialSearchParams';
import { CaseCard } from '../../src/sections/CaseCard/CaseCard';
import { FilterableList } from '../../src/sections/FilterableList/FilterableList';
import * as listStyles from '../../src/sections/FilterableList/FilterableList.css';
import { TestimonialCard } from '../../src/sections/TestimonialCard/TestimonialCard';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Filterable List' } satisfies StoryDefault;

const chips = (filters: ReadonlyArray<{ slug: string; label: string }>) =>
  filters.map((filter) => ({ value: filter.slug, label: filter.label }));

const testimonialLabels = {
  readFull: testimonialsPage.readMore,
  showLess: testimonialsPage.showLess,
  featured: testimonialsPage.featured,
  source: testimonialsPage.sourceLabel,
};

interface TestimonialFilters {
  q: string;
  role: string;
  region: string;
}

const noFilters: TestimonialFilters = { q: '', role: allFilter, region: allFilter };

/**
 * A testimonials-like list: a search box and two chip groups that combine, their state held in
 * the story (the route keeps it in the URL). 'Clear search and filters' links to the list's own
 * path, so following it here clears the filters; any other link is only logged.
 */
function Testimonials({ initial = {} }: { initial?: Partial<TestimonialFilters> }) {
  const [search, setSearch] = useState<TestimonialFilters>({ ...noFilters, ...initial });
  const kept = filterTestimonials(testimonials, search);
  const path = testimonialsPage.path;
  const set = (change: Partial<TestimonialFilters>) =>
    setSearch((current) => ({ ...current, ...change }));
  return (
    <RouterProvider
      navigate={(href) => {
        if (href === path) setSearch(noFilters);
        else console.info(`Link followed: ${href}`);
      }}
    >
      <FilterableList
        heading="Browse testimonials"
        path={path}
        submitLabel="Show testimonials"
        search={{
          name: testimonialFields.query,
          label: testimonialsPage.search.label,
          placeholder: testimonialsPage.search.placeholder,
          value: search.q,
          onChange: (q) => set({ q }),
        }}
        filters={[
          {
            name: testimonialFields.role,
            label: testimonialsPage.roleLabel,
            chips: chips(roleFilters),
            value: search.role,
            onChange: (role) => set({ role: role || allFilter }),
          },
          {
            name: testimonialFields.region,
            label: testimonialsPage.regionLabel,
            chips: chips(regionFilters),
            value: search.region,
            onChange: (region) => set({ region: region || allFilter }),
          },
        ]}
        count={testimonialsPage.countLine(kept.length, testimonials.length)}
        shown={kept.length}
        listLabel="Testimonials"
        empty={{
          heading: testimonialsPage.empty,
          body: 'Try another name, company or word, or choose All for role and region.',
          clearLabel: 'Clear search and filters',
        }}
      >
        {kept.map((testimonial) => (
          <TestimonialCard
            key={testimonial.id}
            testimonial={testimonial}
            labels={testimonialLabels}
          />
        ))}
      </FilterableList>
    </RouterProvider>
  );
}

/**
 * A cases-like list: one chip group, no search box. With `pageSize`, only that many cards show
 * at first and Load More (the list's `after`) shows the next ones, moving focus to the first
 * new card, as the case studies page does.
 */
function Cases({ pageSize }: { pageSize?: number }) {
  const [industry, setIndustry] = useState(allIndustries);
  const [shown, setShown] = useState(pageSize ?? caseStudies.length);
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const cases = filterCases(caseStudies, { industry });
  const visible = Math.min(shown, cases.length);

  useEffect(() => {
    if (focusIndex.current === null) return;
    const card = listRef.current?.children.item(focusIndex.current);
    focusIndex.current = null;
    if (card instanceof HTMLElement) card.focus();
  });

  return (
    <RouterProvider navigate={(href) => console.info(`Link followed: ${href}`)}>
      <FilterableList
        heading="Browse case studies"
        path={casesPage.path}
        submitLabel="Show case studies"
        filters={[
          {
            name: caseFields.industry,
            label: casesPage.industryFilterLabel,
            chips: chips(industryFilters),
            value: industry,
            onChange: (next) => {
              setIndustry(next || allIndustries);
              setShown(pageSize ?? caseStudies.length);
            },
          },
        ]}
        count={
          pageSize ? (
            <>
              <span className={listStyles.onlyWithScripts}>
                {caseCountLine(visible, caseStudies.length)}
              </span>
              <span className={listStyles.onlyWithoutScripts}>
                {caseCountLine(cases.length, caseStudies.length)}
              </span>
            </>
          ) : (
            caseCountLine(cases.length, caseStudies.length)
          )
        }
        shown={cases.length}
        listLabel="Case studies"
        listRef={listRef}
        empty={{
          heading: 'No case studies in this industry yet',
          body: 'See all eight case studies, or ask us about work in your market.',
          clearLabel: 'Show All Industries',
        }}
        after={
          pageSize && visible < cases.length ? (
            <div className={`${listStyles.more} ${listStyles.onlyWithScripts}`}>
              <Button
                variant="secondary"
                size="lg"
                onPress={() => {
                  focusIndex.current = visible;
                  setShown(visible + pageSize);
                }}
              >
                {casesPage.loadMoreLabel}
              </Button>
            </div>
          ) : null
        }
      >
        {cases.map((study, index) => (
          <CaseCard
            key={study.slug}
            study={study}
            linkLabel={casesPage.viewCaseLabel}
            className={index >= visible ? listStyles.beyond : undefined}
          />
        ))}
      </FilterableList>
    </RouterProvider>
  );
}

/** Sixteen testimonials: type, or choose a role and a region; the three filters combine. */
export const SearchAndTwoChipGroups: Story = () => <Testimonials />;

/** The eight case studies, filtered by industry only. */
export const OneChipGroup: Story = () => <Cases />;

/** ?q=blockchain: nothing matches; the message and the link that clears every filter. */
export const NoResults: Story = () => <Testimonials initial={{ q: 'blockchain' }} />;

/** Three cases at first; Load More Case Studies under the list shows three more each time. */
export const WithLoadMore: Story = () => <Cases pageSize={3} />;
WithLoadMore.storyName = 'With Load More';

export const Documentation = docsStory({
  name: 'Filterable List',
  source: ['src/sections/FilterableList'],
  purpose: (
    <p>
      A list narrowed by a search box and chip filters that combine: the filters in a search panel,
      a count that screen readers hear as it changes, the cards, or a message with a way to clear
      every filter. The filters are a GET form of the route’s search params, so the list works
      before and without JavaScript, and a filtered view can be shared.
    </p>
  ),
  whenToUse: [
    'The proof lists: testimonials (search, Role and Region), the tech stack (search and Category, four columns), the case studies (Industry only, with Load More).',
    'Any list of cards, all in the page, that visitors narrow by text and one or more single-choice groups.',
  ],
  whenNotToUse: [
    'For filters with several choices at once (tags): the chip groups here are single-choice; Article List pairs selects with multiple-choice Filter Chips.',
    'For a list loaded from a service: it has no loading or error state; use List States (Article List, Report List).',
    'For a handful of items: show them all, without filters.',
  ],
  states: [
    {
      name: 'Search and two chip groups',
      story: SearchAndTwoChipGroups,
      description:
        'The testimonials’ filters: the search box (its label for screen readers only), then Role and Region side by side on wide screens. Every change filters at once, and the count says how many of the total are shown.',
    },
    {
      name: 'One chip group',
      story: OneChipGroup,
      description:
        'The case studies’ filter: one group and no search box. Without a search box, Clear puts focus back on the chosen chip.',
    },
    {
      name: 'No results',
      story: NoResults,
      description:
        'Nothing matches: the count line becomes the message (for screen readers), and the empty state shows it with a hint and “Clear search and filters”, a link to the bare list. Once the items are back, focus returns to the search box.',
    },
    {
      name: 'With Load More',
      story: WithLoadMore,
      description:
        'The after slot holds what goes under the list: here Load More, which shows three more cards and moves focus to the first new one. Every card is in the page; those beyond are hidden only while scripts run, and the count line has one wording for each case.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'The search box, then each chip group (one stop per group, on its chosen chip), then the cards’ links and buttons, then what is under the list (Load More). When nothing matches: “Clear search and filters” after the groups.',
    },
    { keys: 'Typing', does: 'Filters as you type.' },
    {
      keys: 'Escape',
      does: 'In the search box: empties it. Its clear button does the same and is left out of the Tab order.',
    },
    {
      keys: 'Arrow keys',
      does: 'Move the choice between the chips of a group, filtering at once; Tab leaves the group.',
    },
    {
      keys: 'Enter',
      does: 'In the search box: nothing more with JavaScript (the list already shows the result); without it, loads the filtered page. On “Clear search and filters”: clears every filter and returns focus to the search box, or to the chosen chip when there is no search box.',
    },
  ],
  screenReader: [
    'The section is a region named by a heading only screen readers get (“Browse testimonials”); the filters sit in a search landmark (the <search> element).',
    'The search box is named by its label (“Search testimonials”); each chip group is a radio group named by its visible label (“Role, radio group”), each chip a radio button (“CMO, radio button, 5 of 5”).',
    'The count (“Showing 4 of 16 testimonials”) is a polite, atomic live region: read once after each change. When nothing matches it says the empty message instead, which the empty state also shows as a level 3 heading, so reading the page aloud hears it twice.',
    'The cards are a list named by listLabel (“Testimonials, list, 16 items”).',
  ],
  withoutJavaScript: (
    <p>
      The filters are a <code>&lt;form method="get"&gt;</code> whose fields are named after the
      route’s search params: the visitor types or picks chips, then presses the submit button (“Show
      testimonials”, shown only when scripts do not run) or Enter, and the server renders the
      filtered list at the same address the enhanced list writes. “Clear search and filters” is a
      link to the bare list. Items hidden behind Load More all show, and the count line says so.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Name each field after the route’s search param (q, role, region), so the form without JavaScript and the enhanced list write the same address.',
      dont: 'Keep filters only in component state: a filtered view could not be reloaded or shared, and the form would submit fields the route ignores.',
    },
    {
      do: 'Render every item and hide the ones beyond Load More with the beyond class.',
      dont: 'Slice the list before rendering: without JavaScript there is no Load More, and the rest could never be reached.',
    },
    {
      do: 'Give the empty state a way out that clears every filter.',
      dont: 'Clear the visitor’s filters for them, or leave an empty grid with no message.',
    },
  ],
});
