import { Fragment } from 'react';
import { Link } from '../../components/Link/Link';
import { searchAreas } from '../../features/search/searchAreas';
import type { SearchGroup, SearchOutcome } from '../../features/search/searchEngine';
import { Highlight } from './Highlight';
import * as styles from './SearchResults.css';

export interface SearchResultsWords {
  /** A group's count: '3 results'. */
  groupCount: (count: number) => string;
  /** The link to every result of an area: 'Show all 12 jobs'. */
  showAll: (count: number, many: string) => string;
  /** The link back from one area to all of them. */
  allAreas: string;
  /** The name of a result's breadcrumb, for screen readers: 'Found in'. */
  breadcrumbLabel: string;
}

export interface SearchResultsProps {
  outcome: SearchOutcome;
  /** The address of the results of one area (`?q=…&area=jobs`), or of all of them (no area). */
  hrefFor: (area: string) => string;
  words: SearchResultsWords;
}

/**
 * Search results grouped by the site's areas, each group headed by its name and count, its best
 * results first: each result's breadcrumb, its title as the link, and the passage where the
 * words were found, with them marked. A group with more results than it shows links to all of
 * them (a plain link: it works without JavaScript); with one area chosen, a link leads back.
 */
export function SearchResults({ outcome, hrefFor, words }: SearchResultsProps) {
  return (
    <div className={styles.results}>
      {outcome.area ? (
        <p className={styles.back}>
          <Link href={hrefFor('')} routerOptions={{ resetScroll: false }}>
            {words.allAreas}
          </Link>
        </p>
      ) : null}
      {outcome.groups.map((group) => (
        <ResultGroup key={group.area} group={group} hrefFor={hrefFor} words={words} />
      ))}
    </div>
  );
}

function ResultGroup({
  group,
  hrefFor,
  words,
}: {
  group: SearchGroup;
  hrefFor: (area: string) => string;
  words: SearchResultsWords;
}) {
  // A group is a part of the results, not a landmark of its own: its heading names it.
  return (
    <section className={styles.group}>
      <h2 className={styles.groupHeading}>
        {group.label} <span className={styles.groupCount}>{words.groupCount(group.count)}</span>
      </h2>
      <ol className={styles.list}>
        {group.hits.map((hit) => (
          <li key={hit.url} className={styles.hit}>
            {hit.trail.length > 0 ? (
              <p className={styles.trail}>
                <span className={styles.hidden}>{words.breadcrumbLabel}: </span>
                {hit.trail.map((name, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a trail's names in order, never reordered.
                  <Fragment key={index}>
                    {index > 0 ? (
                      <span aria-hidden="true" className={styles.separator}>
                        {' › '}
                      </span>
                    ) : null}
                    {index > 0 ? <span className={styles.hidden}>, </span> : null}
                    {name}
                  </Fragment>
                ))}
              </p>
            ) : null}
            <h3 className={styles.title}>
              <Link href={hit.url}>
                <Highlight {...hit.title} />
              </Link>
            </h3>
            <p className={styles.excerpt}>
              <Highlight {...hit.excerpt} />
            </p>
          </li>
        ))}
      </ol>
      {group.count > group.hits.length ? (
        <p className={styles.more}>
          <Link href={hrefFor(group.area)}>
            {words.showAll(group.count, searchAreas[group.area].many)}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
