import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { FilterForm } from '../../components/FilterForm/FilterForm';
import { SearchField } from '../../components/SearchField/SearchField';
import { visuallyHiddenClass } from '../../components/VisuallyHidden/VisuallyHidden';
import { searchPage } from '../../content/site/search';
import type { SearchOutcome } from '../../features/search/searchEngine';
import { EmptyState, RetryButton } from '../../sections/EmptyState/EmptyState';
import { Hero } from '../../sections/Hero/Hero';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { PageSection } from '../../sections/PageSection/PageSection';
import { SearchResults } from '../../sections/SearchResults/SearchResults';
import { SearchSuggestions } from '../../sections/SearchSuggestions/SearchSuggestions';
import * as styles from './SearchPage.css';

export interface SearchPageProps {
  /** The search box's text (what is typed, ahead of the results). */
  query: string;
  /** The query searched ('' before a search): the page's heading. */
  searched: string;
  /** Its results; null before a search, or when the index could not be loaded. */
  outcome: SearchOutcome | null;
  /** The index could not be loaded. */
  unavailable?: boolean;
  /** A search is under way (the index loading, the first time). */
  searching?: boolean;
  onQueryChange?: (query: string) => void;
  /** Enter in the box (with JavaScript): search now. */
  onSubmit?: (query: string) => void;
  /** The address of a query's results, of one area or all. */
  hrefFor: (query: string, area?: string) => string;
}

/**
 * The site search (/search): a GET form whose field is the route's `q` (without JavaScript the
 * server renders the results; with it they follow the typing), a live line with the count, the
 * results grouped by area, or what to try instead. The query is the page's heading and title.
 */
export function SearchPage({
  query,
  searched,
  outcome,
  unavailable = false,
  searching = false,
  onQueryChange,
  onSubmit,
  hrefFor,
}: SearchPageProps) {
  const page = searchPage;
  const resultsId = useId();
  const chosen = outcome?.area ? outcome.groups[0] : undefined;
  const status = searching
    ? page.searching
    : unavailable
      ? page.unavailable.heading
      : outcome
        ? chosen
          ? page.areaCount(chosen.count, chosen.label, outcome.query)
          : outcome.total > 0
            ? page.count(outcome.total, outcome.query)
            : page.empty.heading(outcome.query)
        : '';
  /** Where to go from nothing yet (headings at level 2) or nothing found (under the empty state's). */
  const suggestions = (headingLevel: 2 | 3) => (
    <SearchSuggestions
      heading={page.suggestionsHeading}
      searches={page.suggestions}
      hrefFor={hrefFor}
      browseHeading={page.browseHeading}
      browse={page.browse}
      headingLevel={headingLevel}
    />
  );
  // A link that changes the results without leaving the page (a suggestion, Show all, back to
  // every area) takes the link away: focus goes to the results, which then begin with the new
  // ones, instead of falling back to the top of the page.
  const refocus = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the results change.
  useEffect(() => {
    if (!refocus.current || searching) return;
    refocus.current = false;
    document.getElementById(resultsId)?.focus({ preventScroll: false });
  }, [outcome, searching, resultsId]);
  const followed = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a[href]');
    if (link?.getAttribute('href')?.startsWith(page.path)) refocus.current = true;
  };
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={page.trail} />}
        eyebrow={page.hero.eyebrow}
        title={searched ? page.resultsTitle(searched) : page.hero.title}
        lead={page.hero.lead}
      >
        <search className={styles.controls}>
          <FilterForm
            action={page.path}
            submitLabel={page.field.submit}
            onSubmit={(fields) => onSubmit?.(fields.get('q') ?? '')}
          >
            <SearchField
              name="q"
              label={page.field.label}
              hideLabel
              placeholder={page.field.placeholder}
              value={query}
              onChange={onQueryChange}
              className={styles.field}
            />
          </FilterForm>
        </search>
        <p
          className={
            (outcome && outcome.total > 0) || searching ? styles.count : visuallyHiddenClass
          }
          role="status"
          aria-live="polite"
          aria-atomic="true"
        >
          {status}
        </p>
      </Hero>
      <PageSection
        spacing="compact"
        id={resultsId}
        aria-label={page.listLabel}
        tabIndex={-1}
        onClickCapture={followed}
        className={styles.section}
      >
        <div aria-busy={searching || undefined} className={styles.body}>
          {unavailable ? (
            <EmptyState
              heading={page.unavailable.heading}
              tone="critical"
              headingLevel={2}
              actions={<RetryButton label={page.unavailable.retry} path={hrefFor(query)} />}
            >
              {page.unavailable.body}
            </EmptyState>
          ) : outcome && outcome.total > 0 ? (
            <SearchResults
              outcome={outcome}
              hrefFor={(area) => hrefFor(outcome.query, area)}
              words={page}
            />
          ) : outcome ? (
            <>
              <EmptyState heading={page.empty.heading(outcome.query)} headingLevel={2}>
                {page.empty.body}
              </EmptyState>
              {suggestions(3)}
            </>
          ) : (
            suggestions(2)
          )}
        </div>
      </PageSection>
    </>
  );
}
