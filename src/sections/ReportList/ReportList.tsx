import { useId, useRef } from 'react';
import { FilterForm } from '../../components/FilterForm/FilterForm';
import { SearchField } from '../../components/SearchField/SearchField';
import { visuallyHiddenClass } from '../../components/VisuallyHidden/VisuallyHidden';
import { reportsPage } from '../../content/insights/reportsPage';
import type { ReportEntry } from '../../features/insights/reportMatch';
import { ArticleCard } from '../ArticleCard/ArticleCard';
import { ListStates } from '../ListStates/ListStates';
import { PageSection } from '../PageSection/PageSection';
import * as styles from './ReportList.css';

const copy = reportsPage;

export interface ReportListProps {
  /** `loading` (six skeletons), `error` (the service failed) or `ready`. */
  state: 'loading' | 'error' | 'ready';
  /** How many reports there are before the search (0: none published yet). */
  total: number;
  /** The reports the search keeps, newest first. */
  reports: ReadonlyArray<ReportEntry>;
  /** The search box's text. */
  query: string;
  /** Typing: the URL follows, replacing its entry. */
  onQueryChange: (query: string) => void;
  /** The list's path: the search form's action and Clear Search's address. */
  path: string;
  /** The page's address, loaded again by Try Again. */
  retryPath: string;
}

/**
 * The reports list (/insights/reports): a search box (title, excerpt or tag names),
 * the count (a polite live region) and report cards with date, read time, title, a four-line
 * excerpt and up to three tags; six skeletons while loading, the error with Try Again,
 * 'No Reports yet', or 'No reports found' with Clear Search. The search is a GET form of the
 * route's search param, so it works without JavaScript.
 */
export function ReportList({
  state,
  total,
  reports,
  query,
  onQueryChange,
  path,
  retryPath,
}: ReportListProps) {
  const headingId = useId();
  const searchRef = useRef<HTMLInputElement>(null);

  return (
    <PageSection tone="body" spacing="compact" labelledBy={headingId}>
      <h2 id={headingId} className={visuallyHiddenClass}>
        {copy.heading}
      </h2>
      {state === 'ready' && total > 0 ? (
        <search className={styles.controls}>
          <FilterForm action={path} submitLabel={copy.controls.apply}>
            <SearchField
              inputRef={searchRef}
              name="search"
              label={copy.controls.searchLabel}
              hideLabel
              placeholder={copy.controls.searchPlaceholder}
              value={query}
              onChange={onQueryChange}
              className={styles.search}
            />
          </FilterForm>
        </search>
      ) : null}
      <ListStates
        state={state}
        total={total}
        shown={reports.length}
        noun={copy.noun}
        copy={copy}
        retryPath={retryPath}
        clearHref={path}
        onCleared={() => searchRef.current?.focus()}
        skeletonWithMedia={false}
        label={copy.listLabel}
      >
        {reports.map((entry) => (
          <ArticleCard key={entry.id} post={entry} variant="report" />
        ))}
      </ListStates>
    </PageSection>
  );
}
