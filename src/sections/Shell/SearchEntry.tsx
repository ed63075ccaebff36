import { SearchIcon } from '../../components/Icon/SearchIcon';
import { Anchor } from '../../components/Link/Anchor';
import { searchEntry } from '../../content/site/searchEntry';
import * as styles from './SiteHeader.css';

/**
 * The header's way to the site search: a link to /search, whose box takes the caret on arrival,
 * named 'Search' and announced with its shortcut (`aria-keyshortcuts`), `/` from anywhere on a
 * page (the page's entry script listens for it from the first moment: src/entry-client.tsx). A
 * link, so it works before and without the app.
 */
export function SearchEntry({ current }: { current: boolean }) {
  return (
    <Anchor
      href={searchEntry.href}
      data-search-entry=""
      aria-keyshortcuts={searchEntry.shortcut}
      aria-current={current ? 'page' : undefined}
      className={styles.searchEntry}
    >
      <SearchIcon className={styles.searchIcon} />
      <span className={styles.searchLabel}>{searchEntry.label}</span>
    </Anchor>
  );
}
