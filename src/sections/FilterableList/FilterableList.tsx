import { type ReactNode, type Ref, useEffect, useId, useRef } from 'react';
import { type FilterChip, FilterChips } from '../../components/FilterChips/FilterChips';
import { FilterForm } from '../../components/FilterForm/FilterForm';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { SearchField } from '../../components/SearchField/SearchField';
import { visuallyHiddenClass } from '../../components/VisuallyHidden/VisuallyHidden';
import { EmptyState } from '../EmptyState/EmptyState';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import * as styles from './FilterableList.css';

export interface ListSearch {
  /** The field's name: the list's search param ('q'). */
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export interface ListFilter {
  /** The field's name: the list's search param ('role'). */
  name: string;
  /** The visible name of the group ('Role'). */
  label: string;
  chips: ReadonlyArray<FilterChip>;
  value: string;
  onChange: (value: string) => void;
}

export interface FilterableListProps {
  /** The section's name, for screen readers ('Browse testimonials'). */
  heading: string;
  /** The list's path: the filter form's action (its GET submits the search params). */
  path: string;
  /** The form's button without JavaScript ('Show testimonials'). */
  submitLabel: string;
  search?: ListSearch;
  filters: ReadonlyArray<ListFilter>;
  /** The count line ('Showing 4 of 16 testimonials'), a polite live region. */
  count: ReactNode;
  /** How many items the filters keep (0: the empty state shows). */
  shown: number;
  /** The list's name ('Testimonials'). */
  listLabel: string;
  /** The items, as `li`s. */
  children: ReactNode;
  /** What shows when nothing matches, with a link to the list without filters. */
  empty: { heading: string; body: string; clearLabel: string };
  /** Columns of the card grid on wide screens (3 by default). */
  columns?: 2 | 3 | 4;
  /** Under the list: a Load More button, say. */
  after?: ReactNode;
  /** The list element, for moving focus into it. */
  listRef?: Ref<HTMLUListElement>;
  tone?: SectionTone;
}

/**
 * A list narrowed by a search box and chip filters that combine (testimonials, tools, cases):
 * the filters are a GET form of the route's typed search params, so without JavaScript the
 * server renders the filtered list; with JavaScript each change filters at once. Then the count
 * (a polite live region), the cards, or a message and a way to clear every filter, which puts
 * focus back in the search box (or the first filter).
 */
export function FilterableList({
  heading,
  path,
  submitLabel,
  search,
  filters,
  count,
  shown,
  listLabel,
  children,
  empty,
  columns = 3,
  after,
  listRef,
  tone = 'body',
}: FilterableListProps) {
  const headingId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const controlsRef = useRef<HTMLElement>(null);

  // Clear navigates to the bare list; once its items show, focus goes back to the controls.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || shown === 0) return;
    refocus.current = false;
    if (searchRef.current) searchRef.current.focus();
    else controlsRef.current?.querySelector<HTMLElement>('input:checked')?.focus();
  });

  return (
    <PageSection tone={tone} spacing="compact" labelledBy={headingId}>
      <h2 id={headingId} className={visuallyHiddenClass}>
        {heading}
      </h2>
      <search className={styles.controls} ref={controlsRef}>
        <FilterForm action={path} submitLabel={submitLabel}>
          {search ? (
            <SearchField
              inputRef={searchRef}
              name={search.name}
              label={search.label}
              hideLabel
              placeholder={search.placeholder}
              value={search.value}
              onChange={search.onChange}
              className={styles.search}
            />
          ) : null}
          <div className={styles.groups}>
            {filters.map((filter) => (
              <div key={filter.name} className={styles.group}>
                <span className={styles.groupLabel} id={`${headingId}-${filter.name}`}>
                  {filter.label}
                </span>
                <FilterChips
                  aria-labelledby={`${headingId}-${filter.name}`}
                  name={filter.name}
                  chips={filter.chips}
                  value={filter.value}
                  onChange={filter.onChange}
                />
              </div>
            ))}
          </div>
        </FilterForm>
      </search>
      <p
        className={shown > 0 ? styles.count : `${styles.count} ${visuallyHiddenClass}`}
        role="status"
        aria-live="polite"
        aria-atomic="true"
      >
        {shown > 0 ? count : empty.heading}
      </p>
      {shown > 0 ? (
        <>
          <ul ref={listRef} className={styles.grid} data-columns={columns} aria-label={listLabel}>
            {children}
          </ul>
          {after}
        </>
      ) : (
        <EmptyState
          heading={empty.heading}
          actions={
            <LinkButton
              href={path}
              variant="secondary"
              isCallToAction={false}
              routerOptions={{ resetScroll: false }}
              onClickCapture={() => {
                refocus.current = true;
              }}
            >
              {empty.clearLabel}
            </LinkButton>
          }
        >
          {empty.body}
        </EmptyState>
      )}
    </PageSection>
  );
}
