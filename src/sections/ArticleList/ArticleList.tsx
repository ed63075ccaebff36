import { useId, useRef, useState } from 'react';
import { ActiveFilters } from '../../components/ActiveFilters/ActiveFilters';
import { FilterChips } from '../../components/FilterChips/FilterChips';
import { FilterForm } from '../../components/FilterForm/FilterForm';
import { ChevronIcon } from '../../components/Icon/ChevronIcon';
import { Anchor } from '../../components/Link/Anchor';
import { NativeSelect } from '../../components/NativeSelect/NativeSelect';
import { SearchField } from '../../components/SearchField/SearchField';
import { visuallyHiddenClass } from '../../components/VisuallyHidden/VisuallyHidden';
import { articlesPage } from '../../content/insights/articlesPage';
import { insightTaxonomy } from '../../content/insights/taxonomy';
import {
  type ArticleEntry,
  type ArticleSearch,
  activeFilters,
  articleSorts,
  classificationLabel,
  findPillar,
  type TagNotes,
  withoutFilter,
} from '../../features/insights/articleMatch';
import type { Term } from '../../features/insights/posts';
import { tagHref } from '../../features/insights/tagHref';
import { ArticleCard } from '../ArticleCard/ArticleCard';
import { ListStates } from '../ListStates/ListStates';
import { PageSection } from '../PageSection/PageSection';
import * as styles from './ArticleList.css';

const all = 'all';
const copy = articlesPage;

export interface ArticleListProps {
  /** `loading` (six skeletons), `error` (the service failed) or `ready`. */
  state: 'loading' | 'error' | 'ready';
  /** How many articles there are before filtering (0: none published yet). */
  total: number;
  /** The articles the filters keep, in the chosen order. */
  articles: ReadonlyArray<ArticleEntry>;
  /** The tag filters (tags with posts); none when the tags call failed. */
  tags: ReadonlyArray<Term>;
  /** The filters as the URL has them, with the search box's text as typed. */
  search: ArticleSearch;
  /** The chosen tags that exist (unknown slugs dropped). */
  selectedTags: ReadonlyArray<string>;
  /** A control changed: the new filters (`replace` while typing, so Back is not flooded). */
  onSearchChange: (next: ArticleSearch, options: { replace: boolean }) => void;
  /** The list's address for a set of filters (the chips' links, Clear all). */
  hrefFor: (search: ArticleSearch) => string;
  /** The list's path: the filter form's action. */
  path: string;
  /** The page's address, loaded again by Try Again. */
  retryPath: string;
  /** Tags in the URL that cannot be applied as asked (unknown, or carried by no article). */
  tagNotes?: TagNotes;
}

/**
 * The articles list (/insights/articles): search box, sort, pillar and topic chips,
 * the tag filter, the active filters as removable chips with Clear all, the count (a polite
 * live region) and the cards; or, in its place, six skeletons while loading, the error with
 * Try Again, 'No Articles yet' or 'No articles found' with Clear Filters. The filters are a
 * GET form of the route's search params: without JavaScript the server renders the result.
 */
export function ArticleList({
  state,
  total,
  articles,
  tags,
  search,
  selectedTags,
  onSearchChange,
  hrefFor,
  path,
  retryPath,
  tagNotes,
}: ArticleListProps) {
  const headingId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const pillar = findPillar(search.pillar);
  const { controls } = copy;

  const change = (next: Partial<ArticleSearch>, replace = false) =>
    onSearchChange({ ...search, ...next }, { replace });

  const filters = activeFilters(search, selectedTags, tags).map((filter) => ({
    key: `${filter.param}:${filter.value}`,
    label: filter.label,
    href: hrefFor(withoutFilter(search, filter)),
  }));
  // Clear all resets everything, the sort included.
  const bare = hrefFor({ search: '', pillar: '', subfilter: '', tags: '', sort: 'date' });
  // The tag filter starts open when tags are chosen; then the visitor opens and closes it.
  const [tagsOpen, setTagsOpen] = useState(selectedTags.length > 0);

  return (
    <PageSection tone="body" spacing="compact" labelledBy={headingId}>
      <h2 id={headingId} className={visuallyHiddenClass}>
        {copy.heading}
      </h2>
      {state === 'ready' && total > 0 ? (
        <>
          <search className={styles.controls}>
            <FilterForm action={path} submitLabel={controls.apply}>
              <div className={styles.searchRow}>
                <SearchField
                  inputRef={searchRef}
                  name="search"
                  label={controls.searchLabel}
                  hideLabel
                  placeholder={controls.searchPlaceholder}
                  value={search.search}
                  onChange={(text) => change({ search: text }, true)}
                />
                <NativeSelect
                  name="sort"
                  label={controls.sortLabel}
                  options={articleSorts.map((sort) => ({ id: sort, label: controls.sorts[sort] }))}
                  value={search.sort}
                  onChange={(value) => change({ sort: value === 'title' ? 'title' : 'date' })}
                />
              </div>
              <div className={styles.filterRow}>
                <NativeSelect
                  name="pillar"
                  label={controls.pillarLabel}
                  options={[
                    { id: all, label: controls.allPillars },
                    ...insightTaxonomy.map((item) => ({ id: item.slug, label: item.name })),
                  ]}
                  value={search.pillar || all}
                  onChange={(value) =>
                    change({ pillar: value === all ? '' : value, subfilter: '' })
                  }
                />
                {pillar ? (
                  <NativeSelect
                    name="subfilter"
                    label={controls.subfilterLabel}
                    description={controls.subfilterDescription(pillar.name)}
                    options={[
                      { id: all, label: controls.allSubfilters },
                      ...pillar.subfilters.map((item) => ({ id: item.slug, label: item.name })),
                    ]}
                    value={search.subfilter || all}
                    onChange={(value) => change({ subfilter: value === all ? '' : value })}
                  />
                ) : null}
              </div>
              {tags.length > 0 ? (
                <details
                  className={styles.tagDisclosure}
                  open={tagsOpen}
                  onToggle={(event) => setTagsOpen(event.currentTarget.open)}
                >
                  <summary className={styles.tagSummary}>
                    {controls.tagsLabel}
                    {selectedTags.length > 0 ? controls.tagsChosen(selectedTags.length) : ''}
                    <ChevronIcon className={styles.chevron} />
                  </summary>
                  <FilterChips
                    selectionMode="multiple"
                    aria-label={controls.tagsFilterLabel}
                    name="tags"
                    className={styles.tagChips}
                    chips={tags.map((tag) => ({ value: tag.slug, label: tag.name }))}
                    value={[...selectedTags]}
                    onChange={(values) => change({ tags: values.join(',') })}
                  />
                </details>
              ) : null}
            </FilterForm>
          </search>
          <ActiveFilters
            className={styles.active}
            label={controls.activeFilters}
            filters={filters}
            clearAll={{ label: controls.clearAll, href: bare }}
            onCleared={() => searchRef.current?.focus()}
          />
        </>
      ) : null}
      {state === 'ready' && total > 0 && tagNotes ? <TagNoteList notes={tagNotes} /> : null}
      <ListStates
        state={state}
        total={total}
        shown={articles.length}
        noun={copy.noun}
        copy={copy}
        retryPath={retryPath}
        clearHref={bare}
        onCleared={() => searchRef.current?.focus()}
        label={copy.listLabel}
      >
        {articles.map((entry) => (
          <ArticleCard key={entry.id} post={{ ...entry, badge: classificationLabel(entry) }} />
        ))}
      </ListStates>
    </PageSection>
  );
}

/**
 * What the list says about tags it cannot apply as asked: unknown slugs are named and ignored;
 * tags only reports carry get a link to the reports list's search for them.
 */
function TagNoteList({ notes }: { notes: TagNotes }) {
  const words = copy.tagNotes;
  if (notes.unknown.length === 0 && notes.withoutArticles.length === 0) return null;
  return (
    <div className={styles.tagNotes}>
      {notes.unknown.length > 0 ? <p>{words.unknown(notes.unknown)}</p> : null}
      {notes.withoutArticles.length > 0 ? (
        <p>
          {words.withoutArticles(notes.withoutArticles.map((tag) => tag.name))}{' '}
          {notes.withoutArticles.map((tag, index) => (
            <span key={tag.slug}>
              {index > 0 ? ' · ' : null}
              <Anchor href={tagHref(tag, 'reports')} className={styles.tagNoteLink}>
                {words.reportsLink(tag.name)}
              </Anchor>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
