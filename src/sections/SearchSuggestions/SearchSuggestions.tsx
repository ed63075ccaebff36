import { useId } from 'react';
import { Link } from '../../components/Link/Link';
import * as styles from './SearchSuggestions.css';

export interface SearchSuggestionsProps {
  /** 'Popular searches'. */
  heading: string;
  /** Searches to run, each a link to its results. */
  searches: ReadonlyArray<string>;
  /** The address of a search's results. */
  hrefFor: (query: string) => string;
  /** 'Or browse', and the site's main areas. */
  browseHeading: string;
  browse: ReadonlyArray<{ label: string; href: string }>;
  /** Level of both headings in the page outline; 2 by default. */
  headingLevel?: 2 | 3;
}

/**
 * Where a visitor can go from a search page with nothing to show yet, or nothing found: searches
 * that find something, then the site's main areas. Plain links: they work without JavaScript.
 */
export function SearchSuggestions({
  heading,
  searches,
  hrefFor,
  browseHeading,
  browse,
  headingLevel = 2,
}: SearchSuggestionsProps) {
  const Heading = `h${headingLevel}` as const;
  const searchesId = useId();
  const browseId = useId();
  return (
    <div className={styles.root}>
      <nav className={styles.block} aria-labelledby={searchesId}>
        <Heading id={searchesId} className={styles.heading}>
          {heading}
        </Heading>
        <ul className={styles.chips}>
          {searches.map((query) => (
            <li key={query}>
              <Link
                href={hrefFor(query)}
                className={styles.chip}
                routerOptions={{ resetScroll: false }}
              >
                {query}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav className={styles.block} aria-labelledby={browseId}>
        <Heading id={browseId} className={styles.heading}>
          {browseHeading}
        </Heading>
        <ul className={styles.links}>
          {browse.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
